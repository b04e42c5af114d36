import { useState } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { ApiError, ComponentHostContext, LmsWebContext, RealtimeConnection, RealtimeConnectionContext, type ScreenProps } from '@lms/sdk/web';
import { FakeRealtimeSocket, fakeApiClient, fakeComponentHost, TestQueryCache, type FakeApiHandler } from '@lms/sdk/testing/web';
import type { GradingQueue, GradingQueueEntry, GradingSubmission } from '../../src/calls/speedGradingCalls.ts';
import type { ApiGrade } from '../../src/schemas/projectTypes.ts';
import type { ApiRubric } from '../../src/schemas/rubricTypes.ts';
import SpeedGradingScreen from '../../src/web/speedGrading/SpeedGradingScreen.tsx';
import { artifact, COMPONENT, COURSE, grade, LESSON, PAGE, professor, project } from '../projectWebFixture.tsx';

export { COMPONENT, COURSE, LESSON, PAGE };
export const ADA = '6f00000000000000000000a1';
export const BOB = '6f00000000000000000000a2';
export const CY = '6f00000000000000000000a3';
export const projectOf = (student: string) => `6f0000000000000000000e${student.slice(-2)}`;

export const QUEUE_PATH = `speed-grading/${COURSE}/${COMPONENT}/queue`;
export const studentPath = (student: string) => `speed-grading/${COURSE}/${COMPONENT}/student/${student}`;
export const BANK_PATH = `speed-grading/${COURSE}/comment-bank`;
export const SAVE = 'POST speed-grading/grade';
export const screenPath = (student: string) => `/speed-grading/${COURSE}/${LESSON}/${PAGE}/${COMPONENT}/${student}`;
export const EXIT_PATH = `/${COURSE}/${LESSON}/${PAGE}`;

const ratings = (criterion: string, points: number[]) =>
  points.map((value, index) => ({ _id: `${criterion}${index}`, rating: ['Poor', 'Fair', 'Good'][index] ?? `Level ${index}`, description: '', points: value }));

export const RUBRIC: ApiRubric = {
  _id: '6f00000000000000000000d1',
  title: 'Portfolio rubric',
  description: '',
  criteria: [
    { _id: 'content', title: 'Content', description: 'What it says', ratings: ratings('content', [1, 3, 5]), max_points: 5 },
    { _id: 'style', title: 'Style', description: '', ratings: ratings('style', [1, 3, 5]), max_points: 5 },
  ],
  total_points: 10,
  archived: false,
  owned_by: '6f00000000000000000000b1',
  owner_name: 'Grace Hopper',
  course_id: COURSE,
  updated_at: '2030-01-01T00:00:00.000Z',
  revision: 1,
  used_by: 1,
  graded: 0,
};

const NAMES: Record<string, string> = { [ADA]: 'Ada Lovelace', [BOB]: 'Bob Babbage', [CY]: 'Cy Young' };

export function entry(student: string, graded = false): GradingQueueEntry {
  return { student_id: student, name: NAMES[student] ?? student, project_id: projectOf(student), status: graded ? 'graded' : 'submitted', submitted_at: '2030-01-02T00:00:00.000Z', graded };
}

export function queue(overrides: Partial<GradingQueue> = {}): GradingQueue {
  return { component_title: 'Portfolio', rubric: RUBRIC, max_score: 10, policy: null, due_date: null, entries: [entry(ADA), entry(BOB, true), entry(CY)], ...overrides };
}

export function submission(student: string, savedGrade: ApiGrade | null = null, overrides: Partial<GradingSubmission> = {}): GradingSubmission {
  return {
    student_id: student,
    project: project({ _id: projectOf(student), owned_by: { _id: student }, user: { id: student, label: NAMES[student] ?? student }, status: savedGrade ? 'graded' : 'submitted', title: `${NAMES[student]}'s portfolio` }, [
      artifact({ title: `Essay of ${NAMES[student]}` }),
    ]),
    grade: savedGrade,
    seconds_late: 0,
    late_percent: 0,
    ...overrides,
  };
}

/** Bob's saved rubric grade: Good on content, Fair on style. */
export const BOB_GRADE = grade({ grade: 8, criteria: { content: 5, style: 3 }, rubric_id: RUBRIC._id, text_feedback: 'Well argued.', revision: 3 });

export function gradingRoutes(overrides: Record<string, FakeApiHandler> = {}): Record<string, FakeApiHandler> {
  return {
    [`GET ${QUEUE_PATH}`]: () => queue(),
    [`GET ${studentPath(ADA)}`]: () => submission(ADA),
    [`GET ${studentPath(BOB)}`]: () => submission(BOB, BOB_GRADE),
    [`GET ${studentPath(CY)}`]: () => submission(CY),
    [`GET ${BANK_PATH}`]: () => [],
    ...overrides,
  };
}

export const noSubmissions = () => {
  throw new ApiError(404, 'no-submissions', 'No submissions found');
};

type Params = ScreenProps<'speed_grading' | 'speed_grading.student'>['params'];

function paramsOf(path: string): Params | null {
  const [, , courseId, lessonId, pageId, componentId, studentId] = path.split('/');
  if (!courseId || !lessonId || !pageId || !componentId || path.split('/')[1] !== 'speed-grading') return null;
  return studentId ? { courseId, lessonId, pageId, componentId, studentId } : { courseId, lessonId, pageId, componentId };
}

/**
 * The speed grader in the host's services, with a component host whose
 * navigation shows the address it went to (the screen for another student, or
 * nothing once it left the grader) and a fake realtime socket.
 */
export function renderGrader(routes: Record<string, FakeApiHandler>, path = `/speed-grading/${COURSE}/${LESSON}/${PAGE}/${COMPONENT}`) {
  const api = fakeApiClient(routes);
  const notify = vi.fn();
  const socket = new FakeRealtimeSocket();
  socket.answer('project:speed-grading-join', () => ({ ok: true, data: { joined: true } }));
  socket.answer('project:speed-grading-leave', () => ({ ok: true, data: { left: true } }));
  let go: (path: string) => void = () => undefined;
  const fake = fakeComponentHost((to) => go(to));
  function Harness() {
    const [current, setCurrent] = useState(path);
    go = setCurrent;
    const params = paramsOf(current);
    return params ? <SpeedGradingScreen params={params} /> : <p>Left for {current}</p>;
  }
  const view = render(
    <LmsWebContext.Provider value={{ api, notify, user: professor(), mode: 'presentation' }}>
      <ComponentHostContext.Provider value={fake.host}>
        <TestQueryCache>
          <RealtimeConnectionContext.Provider value={new RealtimeConnection(() => socket, 50)}>
            <Harness />
          </RealtimeConnectionContext.Provider>
        </TestQueryCache>
      </ComponentHostContext.Provider>
    </LmsWebContext.Provider>,
  );
  return { ...view, api, notify, socket, navigations: fake.navigations };
}
