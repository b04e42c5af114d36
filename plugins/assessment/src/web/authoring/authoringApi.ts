import type { ApiClient } from '@lms/sdk/web';
import type { CallAnswer, CallQuery } from '@lms/sdk/calls';
import { createItem, deleteItem, importItem, listItems, updateItem } from '../../calls/itemCalls.ts';
import type { ItemDraftWithHints } from '../../schemas/itemBody.ts';
import { ITEM_TYPES, type TagType } from '../../schemas/itemTypes.ts';

/** A Question as a save answers it: someone else's is copied, and `relocated` names the copy. */
export type SavedQuestion = CallAnswer<typeof updateItem>;

/** What the list screen filters by (empty: no filter). */
export interface QuestionFilters {
  q: string;
  type: string;
  tag: string;
  tagType: TagType | '';
}

export const NO_FILTERS: QuestionFilters = { q: '', type: '', tag: '', tagType: '' };

/** The query of GET assessment/items/ with the course: the caller's Questions and those shared with the course, filtered. */
export function questionListQuery(courseId: string, filters: QuestionFilters): CallQuery<typeof listItems> {
  const query: CallQuery<typeof listItems> = { course: courseId };
  if (filters.q.trim()) query.q = filters.q.trim();
  const type = ITEM_TYPES.find((known) => known === filters.type);
  if (type) query.type = type;
  if (filters.tag.trim()) {
    query.tag = filters.tag.trim();
    if (filters.tagType) query.tag_type = filters.tagType;
  }
  return query;
}


/**
 * The form's fields as the author typed them (questionBody): the server's
 * schema answers what does not fit a draft with the spec's messages, shown
 * beside the fields, so the web sends them unchecked.
 */
const asDraft = (body: Record<string, unknown>) => body as ItemDraftWithHints;

export const createQuestion = (api: ApiClient, body: Record<string, unknown>) => api.call(createItem, { body: asDraft(body) });

export const saveQuestion = (api: ApiClient, itemId: string, body: Record<string, unknown>) => api.call(updateItem, { params: { itemId }, body: asDraft(body) });

export const deleteQuestion = (api: ApiClient, itemId: string) => api.call(deleteItem, { params: { itemId } });

/** POST assessment/items/import/: a Question read from a QTI 3.0 or 2.1 item. */
export function importQuestion(api: ApiClient, xml: string, reference: string) {
  return api.call(importItem, { body: reference.trim() ? { xml, reference: reference.trim() } : { xml } });
}
