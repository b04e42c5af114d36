import type { ApiClient } from '@lms/sdk/web';
import type { ApiItemWithHints } from '../../schemas/itemBody.ts';
import type { ApiItemSummary, TagType } from '../../schemas/itemTypes.ts';

const ITEMS = 'assessment/items/';

/** A Question as a save answers it: someone else's is copied, and `relocated` names the copy. */
export type SavedQuestion = ApiItemWithHints & { relocated?: { from: string; to: string } };

/** What the list screen filters by (empty: no filter). */
export interface QuestionFilters {
  q: string;
  type: string;
  tag: string;
  tagType: TagType | '';
}

export const NO_FILTERS: QuestionFilters = { q: '', type: '', tag: '', tagType: '' };

/** GET assessment/items/ with the course: the caller's Questions and those shared with the course. */
export function listQuestions(api: ApiClient, courseId: string, filters: QuestionFilters): Promise<{ items: ApiItemSummary[] }> {
  const query = new URLSearchParams({ course: courseId });
  if (filters.q.trim()) query.set('q', filters.q.trim());
  if (filters.type) query.set('type', filters.type);
  if (filters.tag.trim()) {
    query.set('tag', filters.tag.trim());
    if (filters.tagType) query.set('tag_type', filters.tagType);
  }
  return api.get(`${ITEMS}?${query}`);
}

export const getQuestion = (api: ApiClient, itemId: string) => api.get<ApiItemWithHints>(`${ITEMS}${itemId}/`);

export const createQuestion = (api: ApiClient, body: Record<string, unknown>) => api.post<ApiItemWithHints>(ITEMS, body);

export const saveQuestion = (api: ApiClient, itemId: string, body: Record<string, unknown>) => api.put<SavedQuestion>(`${ITEMS}${itemId}/`, body);

export const deleteQuestion = (api: ApiClient, itemId: string) => api.delete<void>(`${ITEMS}${itemId}/`);

/** POST assessment/items/import/: a Question read from a QTI 3.0 or 2.1 item. */
export function importQuestion(api: ApiClient, xml: string, reference: string): Promise<ApiItemWithHints> {
  return api.post(`${ITEMS}import/`, reference.trim() ? { xml, reference: reference.trim() } : { xml });
}
