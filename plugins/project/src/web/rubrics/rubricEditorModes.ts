import type { ApiRubric } from '../../schemas/rubricTypes.ts';
import { emptyRubric, rubricText, type RubricText } from './rubricDraft.ts';

/**
 * The rubric editor's modes (part 2 §4 Rubric editor): the spec's five and
 * EDIT, the owner's form that leads to PREVIEW_CHANGES. A non-owner who wants
 * to change a rubric gets REPLACE_W_NEW: a copy (new ids) saved as their own.
 */
export type RubricEditorState =
  | { mode: 'LIBRARY' }
  | { mode: 'PREVIEW'; rubricId: string }
  | { mode: 'CREATE'; draft: RubricText }
  | { mode: 'REPLACE_W_NEW'; source: ApiRubric; draft: RubricText }
  | { mode: 'EDIT'; rubric: ApiRubric; draft: RubricText }
  | { mode: 'PREVIEW_CHANGES'; rubric: ApiRubric; draft: RubricText };

export type RubricEditorMode = RubricEditorState['mode'];

export const library = (): RubricEditorState => ({ mode: 'LIBRARY' });
export const preview = (rubricId: string): RubricEditorState => ({ mode: 'PREVIEW', rubricId });
export const create = (): RubricEditorState => ({ mode: 'CREATE', draft: emptyRubric() });

/** Changing a rubric: its owner edits it; anyone else edits a copy that becomes theirs. */
export function change(rubric: ApiRubric, userId: string | undefined): RubricEditorState {
  if (rubric.owned_by === userId) return { mode: 'EDIT', rubric, draft: rubricText(rubric) };
  return { mode: 'REPLACE_W_NEW', source: rubric, draft: { ...rubricText(rubric, true), title: `${rubric.title} (copy)` } };
}

/** Whether saving asks first (part 2 §5): the rubric grades more than one project component, or grades were given with it. */
export const asksBeforeSaving = (rubric: Pick<ApiRubric, 'used_by' | 'graded'>): boolean => rubric.used_by > 1 || rubric.graded > 0;
