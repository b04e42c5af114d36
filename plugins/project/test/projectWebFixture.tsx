import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { ComponentHostContext, LmsWebContext, RealtimeConnection, RealtimeConnectionContext, type ApiClient, type CourseMode, type WebSessionUser } from '@lms/sdk/web';
import { FakeRealtimeSocket, fakeComponentHost, TestQueryCache } from '@lms/sdk/testing/web';
import type { ApiArtifact, ApiGrade, ApiProject } from '../src/schemas/projectTypes.ts';
import type { ProjectListEntry } from '../src/calls/projectCalls.ts';

export const COURSE = '6f0000000000000000000c01';
export const LESSON = '6f0000000000000000000101';
export const PAGE = '6f0000000000000000000201';
export const COMPONENT = '6f00000000000000000000c0';
export const PROJECT = '6f00000000000000000000e1';
export const VERSION = '6f00000000000000000000f1';
export const ADA = '6f00000000000000000000a1';
export const BOB = '6f00000000000000000000a2';
export const PROF = '6f00000000000000000000b1';

export const AXE = { runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } };

let sequence = 0;

export function artifact(overrides: Partial<ApiArtifact> = {}): ApiArtifact {
  sequence += 1;
  return {
    _id: `6f0000000000000000000${(0x100 + sequence).toString(16)}`,
    type: 'text',
    title: `Item ${sequence}`,
    content: `<p>Text ${sequence}</p>`,
    file: null,
    url: null,
    position: sequence,
    preview: null,
    created_at: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function project(overrides: Partial<ApiProject> = {}, artifacts: ApiArtifact[] = []): ApiProject {
  return {
    _id: PROJECT,
    title: 'My portfolio',
    image: null,
    owned_by: { _id: ADA },
    user: { id: ADA, label: 'Ada Lovelace' },
    status: 'draft',
    current_version: { _id: VERSION, index: 1, artifacts },
    locked: false,
    updated_at: '2030-01-01T00:00:00.000Z',
    submitted_at: null,
    grade: null,
    policy: null,
    due_date: null,
    _rubric_id: null,
    _max_score: 10,
    manually_accepted: false,
    course_id: COURSE,
    lesson_id: LESSON,
    page_id: PAGE,
    component_id: COMPONENT,
    revision: 1,
    ...overrides,
  };
}

export function grade(overrides: Partial<ApiGrade> = {}): ApiGrade {
  return {
    grade: 8,
    max_score: 10,
    criteria: {},
    rubric_id: null,
    text_grades: {},
    text_feedback: '',
    audio_feedback: null,
    video_feedback: null,
    apply_policy: false,
    manually_accepted: false,
    overdue_accepted: false,
    submitted_at: '2030-01-02T00:00:00.000Z',
    dt_completed: '2030-01-03T00:00:00.000Z',
    original_score: null,
    revision: 1,
    ...overrides,
  };
}

export function listEntry(overrides: Partial<ProjectListEntry> = {}): ProjectListEntry {
  return { _id: PROJECT, title: 'My portfolio', image: null, user: { id: ADA, label: 'Ada Lovelace' }, status: 'draft', updated_at: '2030-01-01T00:00:00.000Z', submitted_at: null, grade: null, ...overrides };
}

export function user(id = ADA, firstname = 'Ada', lastname = 'Lovelace', instructor = false): WebSessionUser {
  return { mongoId: id, name: `${firstname} ${lastname}`, firstname, lastname, email: `${firstname}@example.org`, instructor, administrator: 0, program_administrator: false, accountType: 'standard' };
}

export const professor = () => user(PROF, 'Grace', 'Hopper', true);

/**
 * Renders inside the host's services, component host (with its
 * unsaved-changes dialog), query cache and a realtime connection over a fake
 * socket that admits every "project:join".
 */
export function renderWithHost(node: ReactNode, api: ApiClient, options: { who?: WebSessionUser; mode?: CourseMode } = {}) {
  const notify = vi.fn();
  const fake = fakeComponentHost();
  const socket = new FakeRealtimeSocket().answer('project:join', () => ({ ok: true, data: { mode: 'myProjectView' } }));
  const connection = new RealtimeConnection(() => socket, 50);
  const view = render(
    <LmsWebContext.Provider value={{ api, notify, user: options.who ?? user(), mode: options.mode ?? 'presentation' }}>
      <ComponentHostContext.Provider value={fake.host}>
        <TestQueryCache>
          <RealtimeConnectionContext.Provider value={connection}>{node}</RealtimeConnectionContext.Provider>
        </TestQueryCache>
      </ComponentHostContext.Provider>
    </LmsWebContext.Provider>,
  );
  return { ...view, notify, navigations: fake.navigations, socket };
}
