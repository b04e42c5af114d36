import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { ControlledEditor, componentFixture, TestQueryCache } from '@lms/sdk/testing/web';
import { ComponentHostContext, LmsWebContext, withTypedCalls, type ApiClient, type LmsWebServices, type MediaFile } from '@lms/sdk/web';
import AssessmentEditor from '../../src/web/AssessmentEditor.tsx';
import { DEFAULT_ASSESSMENT_CONFIG, type AssessmentConfig } from '../../src/schemas/assessmentConfig.ts';
import type { ApiItemSummary } from '../../src/schemas/itemTypes.ts';

export const COURSE = '6b0000000000000000000001';
export const A = 'a'.repeat(24);
export const B = 'b'.repeat(24);
export const C = 'c'.repeat(24);

export const summary = (id: string, reference: string, title: string, points: number): ApiItemSummary => ({
  _id: id,
  reference,
  title,
  type: 'single_choice',
  points,
  tags: [],
  owned_by: 'me',
  mine: true,
  updated_at: '2030-01-01T00:00:00.000Z',
});

export const BANK = [summary(A, 'CELL-1', 'Membranes', 2), summary(B, 'CELL-2', '', 3), summary(C, 'CELL-3', 'Nucleus', 1)];

interface EditOptions {
  /** What GET answers, by path (the item bank, the media library). */
  get?: ReturnType<typeof vi.fn>;
  errors?: Record<string, string>;
  files?: MediaFile[];
  /** What a library upload answers (a spy: none by default). */
  upload?: ApiClient['upload'];
}

/** The Editor as the host's edit screen holds it, over an API answering the bank (and the course's media library). */
export function editAssessment(overrides: Partial<AssessmentConfig> = {}, { get, errors = {}, files = [], upload = vi.fn() }: EditOptions = {}) {
  const onChange = vi.fn<(config: AssessmentConfig) => void>();
  const navigate = vi.fn<(path: string) => void>();
  const answer = get ?? vi.fn(async (path: string) => (path.startsWith('assessment/items/') ? { items: BANK } : { files }));
  const services: LmsWebServices = {
    api: withTypedCalls({ get: answer as ApiClient['get'], post: vi.fn(), put: vi.fn(), delete: vi.fn(), upload }),
    notify: vi.fn(),
    user: null,
    mode: 'edit',
  };
  const component = componentFixture<AssessmentConfig>('assessment', { ...DEFAULT_ASSESSMENT_CONFIG, ...overrides }, { course_id: COURSE });
  render(
    <LmsWebContext.Provider value={services}>
      <TestQueryCache>
        <ComponentHostContext.Provider value={{ Component: () => null, navigate }}>
          <ControlledEditor Editor={AssessmentEditor} component={component} errors={errors} onChange={onChange} />
        </ComponentHostContext.Provider>
      </TestQueryCache>
    </LmsWebContext.Provider>,
  );
  const last = () => onChange.mock.calls.at(-1)![0];
  return { get: answer, onChange, last, navigate };
}
