import { useCallback, useEffect, useState } from 'react';
import { ApiError, useApi } from '@lms/sdk/web';
import { TAGS_NOT_FOUND } from '../../../schemas/itemBody.ts';
import type { ApiItemSummary } from '../../../schemas/itemTypes.ts';
import { listQuestions, type QuestionFilters } from '../authoringApi.ts';

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
  const api = useApi();
  const [list, setList] = useState<QuestionList>({ state: 'loading' });
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((current) => current + 1), []);

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      listQuestions(api, courseId, filters).then(
        ({ items }) => current && setList({ state: 'loaded', items }),
        (error: Error) => {
          if (!current) return;
          if (error instanceof ApiError && error.errno === TAGS_NOT_FOUND.errno) setList({ state: 'tags-not-found', message: error.message });
          else setList({ state: 'failed', message: `Could not load the Questions: ${error.message}` });
        },
      );
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, courseId, filters, version]);

  return { list, reload };
}
