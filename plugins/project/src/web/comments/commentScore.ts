import { COMMENT_MESSAGES } from '../../schemas/commentMessages.ts';

/** A typed comments score: a number from 0 to `max` (null: empty clears the grade), or the message that says what is wrong. */
export function readCommentScore(typed: string, max: number): { score: number | null } | { error: string } {
  const text = typed.trim();
  if (text === '') return { score: null };
  const score = Number(text.replace(',', '.'));
  if (!Number.isFinite(score) || score < 0) return { error: 'The score must be a number of 0 or more.' };
  if (score > max) return { error: COMMENT_MESSAGES.overMax(max) };
  return { score };
}
