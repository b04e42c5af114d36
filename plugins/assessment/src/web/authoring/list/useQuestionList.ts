import { ApiError, useDebouncedValue } from '@lms/sdk/web';
import { TAGS_NOT_FOUND } from '../../../schemas/itemBody.ts';
import type { ApiItemSummary } from '../../../schemas/itemTypes.ts';
import { listItems } from '../../../calls/itemCalls.ts';
import { questionListQuery, type QuestionFilters } from '../authoringApi.ts';
import { useCallQuery } from '../../serverData.ts';

export type QuestionList =
  | { state: 'loading' }
  | { state: 'loaded'; items: ApiItemSummary[] }
  /** Part 2 §8: error 20004 'Tags not found', shown in authoring. */
  | { state: 'tags-not-found'; message: string }
  | { state: 'failed'; message: string };

/** Typing in a filter waits this long before asking the server. */
const TYPING_PAUSE_MS = 250;

/** The course's Questions an author may use (their own and those shared with the course), as filtered. */
export function useQuestionList(courseId: string, filters: QuestionFilters): { list: QuestionList; reload(): void } {
  const settled = useDebouncedValue(filters, TYPING_PAUSE_MS);
  // The last list stays on screen while the next filter's loads.
  const query = useCallQuery(listItems, { query: questionListQuery(courseId, settled) }, { keepPreviousAnswer: true });
  const reload = () => void query.refetch();
  const error = query.error;
  if (error instanceof ApiError && error.errno === TAGS_NOT_FOUND.errno) return { list: { state: 'tags-not-found', message: error.message }, reload };
  if (error) return { list: { state: 'failed', message: `Could not load the Questions: ${error.message}` }, reload };
  return { list: query.data ? { state: 'loaded', items: query.data.items } : { state: 'loading' }, reload };
}
