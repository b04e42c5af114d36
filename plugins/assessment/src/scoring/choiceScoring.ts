import type { MultipleResponseContent, SingleChoiceContent, TrueFalseContent } from '../schemas/itemTypes.ts';
import type { Credit } from './types.ts';

/** Single choice: the id of the chosen choice. */
export function singleChoiceCredit(content: SingleChoiceContent, response: unknown): Credit {
  const answered = typeof response === 'string' && response !== '';
  return { credit: answered && response === content.correct ? 1 : 0, details: { answered } };
}

/** True/false: the statement's truth as a boolean. */
export function trueFalseCredit(content: TrueFalseContent, response: unknown): Credit {
  const answered = typeof response === 'boolean';
  return { credit: answered && response === content.correct ? 1 : 0, details: { answered } };
}

/**
 * Multiple response: the ids of the chosen choices. All or nothing (the spec
 * gives no partial credit): every right choice and no other earns the points.
 */
export function multipleResponseCredit(content: MultipleResponseContent, response: unknown): Credit {
  const chosen = Array.isArray(response) ? [...new Set(response.filter((id): id is string => typeof id === 'string'))] : [];
  const missed = content.correct.filter((id) => !chosen.includes(id));
  const wrong = chosen.filter((id) => !content.correct.includes(id));
  return { credit: missed.length === 0 && wrong.length === 0 ? 1 : 0, details: { answered: chosen.length > 0, missed, wrong } };
}
