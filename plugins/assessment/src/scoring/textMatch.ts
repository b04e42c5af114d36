import type { AccentScoring, TextMatch } from './types.ts';

/** The answer as compared: composed Unicode (é typed as e + ´ is é), no spaces around, single spaces inside. */
export function normaliseAnswer(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/g, ' ');
}

/**
 * The text without its accents: the combining marks of each letter's
 * canonical decomposition (é, ñ, ü, å lose their marks). Letters that are
 * letters of their own (ø, ł, ß, æ) are not accented letters and stay.
 */
export function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

/**
 * Compares a typed answer with the accepted ones: 'exact' when it equals one
 * (after normalising spaces, and ignoring case unless the item says
 * otherwise), 'accent' when it differs from one only by accents, else 'none'.
 * An empty answer matches nothing.
 */
export function matchText(response: string, accepted: readonly string[], caseSensitive: boolean): TextMatch {
  const fold = (text: string) => (caseSensitive ? normaliseAnswer(text) : normaliseAnswer(text).toLowerCase());
  const answer = fold(response);
  if (answer === '') return 'none';
  const answers = accepted.map(fold);
  if (answers.includes(answer)) return 'exact';
  const bare = withoutAccents(answer);
  return answers.some((candidate) => withoutAccents(candidate) === bare) ? 'accent' : 'none';
}

/** The credit of a match: an accent-only difference loses the share accent_scoring deducts. */
export function textCredit(match: TextMatch, accentScoring: AccentScoring): number {
  if (match === 'exact') return 1;
  return match === 'accent' ? 1 - accentScoring : 0;
}
