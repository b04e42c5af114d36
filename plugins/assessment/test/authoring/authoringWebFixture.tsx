import type { ComponentType, ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { fakeComponentHost, fakeApiClient, TestQueryCache } from '@lms/sdk/testing/web';
import { ApiError, ComponentHostContext, LmsWebContext, type ApiClient, type RouteName, type RouteParams, type ScreenProps, type WebSessionUser } from '@lms/sdk/web';
import type { ApiItemWithHints } from '../../src/schemas/itemBody.ts';
import type { ApiItemSummary, ItemDefinition } from '../../src/schemas/itemTypes.ts';
import { SAMPLE_DEFINITIONS } from '../itemSamples.ts';

export { stubLayoutForProseMirror } from '@lms/sdk/testing/web';

export const COURSE = '6b0000000000000000000c01';
export const ME = '6b00000000000000000000a1';
export const OTHER = '6b00000000000000000000a2';
export const ITEM = '6b00000000000000000001e1';
export const LIST = `assessment/items/?course=${COURSE}`;


/** Answers `"METHOD path"` from `routes` (the SDK's fakeApiClient). */
export const fakeApi = fakeApiClient;

/** A 422 as the server answers it: `error` is the first field's message. */
export const validationError = (fields: { field: string; message: string }[]) => new ApiError(422, 'validation-failed', fields[0]!.message, fields);

const author: WebSessionUser = { mongoId: ME, name: 'Ada Lovelace', firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.org', instructor: true, administrator: 0, program_administrator: false, accountType: 'standard' };

/** A Question as GET assessment/items/{id}/ answers it: a sample of `type`, the caller's own unless told. */
export function apiItem(type: ItemDefinition['type'] = 'single_choice', overrides: Partial<ApiItemWithHints> = {}): ApiItemWithHints {
  return {
    _id: ITEM,
    reference: 'CELL-1',
    title: 'Membranes',
    prompt: '<p>Which one?</p>',
    points: 2,
    tags: [],
    hints: [],
    owned_by: ME,
    copied_from: null,
    mine: true,
    created_at: '2030-01-01T10:00:00.000Z',
    updated_at: '2030-01-02T10:00:00.000Z',
    ...SAMPLE_DEFINITIONS[type],
    ...overrides,
  } as ApiItemWithHints;
}

export function summaryOf(item: ApiItemWithHints): ApiItemSummary {
  const { _id, reference, title, type, points, tags, owned_by, mine, updated_at } = item;
  return { _id, reference, title, type, points, tags, owned_by, mine, updated_at };
}

/** A screen inside the host's services; `outside` stands for the shell around it (a header link, an AppLink). */
export function renderScreen<N extends RouteName>(Screen: ComponentType<ScreenProps<N>>, params: RouteParams<N>, api: ApiClient, outside?: ReactNode) {
  // What actually navigated: the host asks first while there are unsaved changes.
  const navigate = vi.fn<(path: string) => void>();
  const { host } = fakeComponentHost(navigate);
  const notify = vi.fn();
  const view = render(
    <LmsWebContext.Provider value={{ api, notify, user: author, mode: 'presentation' }}>
      <TestQueryCache>
        <ComponentHostContext.Provider value={host}>
          {outside}
          <Screen params={params} />
        </ComponentHostContext.Provider>
      </TestQueryCache>
    </LmsWebContext.Provider>,
  );
  return { ...view, navigate, notify };
}

