import type { ApiItemWithHints } from '../../schemas/itemBody.ts';
import type { ItemTag, ItemType } from '../../schemas/itemTypes.ts';
import { contentFromForm, contentToForm, numberOrText, startingContent, type ContentForm } from './content/contentForm.ts';

/** The editor's working copy of a Question (part 2 §6 "Authoring items"). */
export interface QuestionForm {
  reference: string;
  title: string;
  type: ItemType;
  /** HTML; the server sanitises it. */
  prompt: string;
  /** As typed. */
  points: string;
  tags: ItemTag[];
  hints: string[];
  content: ContentForm;
}

export function newQuestionForm(type: ItemType): QuestionForm {
  return { reference: '', title: '', type, prompt: '', points: '1', tags: [], hints: [], content: startingContent(type) };
}

export function questionFormOf(item: ApiItemWithHints): QuestionForm {
  return {
    reference: item.reference,
    title: item.title,
    type: item.type,
    prompt: item.prompt,
    points: String(item.points),
    tags: item.tags,
    hints: item.hints,
    content: contentToForm(item.type, item.content as unknown as Record<string, unknown>),
  };
}

/** The body of POST/PUT assessment/items/ for a form. */
export function questionBody(form: QuestionForm): Record<string, unknown> {
  return {
    reference: form.reference,
    title: form.title,
    type: form.type,
    prompt: form.prompt,
    points: numberOrText(form.points),
    tags: form.tags,
    hints: form.hints,
    content: contentFromForm(form.type, form.content),
  };
}

/** Whether two forms hold the same Question (the unsaved-changes test). */
export const sameQuestion = (one: QuestionForm, other: QuestionForm) => JSON.stringify(one) === JSON.stringify(other);
