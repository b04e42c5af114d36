/** At most this many distinct words of a question are matched. */
const MAX_WORDS = 24;

/**
 * The tsquery text of a question for the sources' chunks: any word may match
 * (`'what' | 'osmosis'`; to_tsquery drops stop words), so the chunks matching
 * most of them rank first. Built from letters and digits only, so no asker's
 * text reaches tsquery syntax. Null when the question has no word.
 */
export function questionQuery(question: string): string | null {
  const words = [...new Set((question.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length > 1))].slice(0, MAX_WORDS);
  return words.length ? words.map((word) => `'${word}'`).join(' | ') : null;
}
