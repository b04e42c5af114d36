/** At most this many words of a query are matched (the rest would only narrow an AND). */
const MAX_WORDS = 12;

/** The words of a reader's query (letters and digits), lowercased, at most MAX_WORDS. */
export function queryWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/**
 * The tsquery text of a reader's query: every word as a prefix, all required
 * (`'photo':* & 'cell':*`), so a word still being typed matches. Built from
 * words only, so no reader's text reaches tsquery syntax. Null when the query has no word.
 */
export function prefixQuery(text: string): string | null {
  const words = queryWords(text);
  return words.length ? words.map((word) => `'${word}':*`).join(' & ') : null;
}

/**
 * The tsquery text of the trigram fallback: each query word or one of its near words
 * (`('membrne':* | 'membrane') & 'cell':*`). Near words come from the index's word
 * list, letters and digits only.
 */
export function nearWordsQuery(words: readonly string[], near: ReadonlyMap<string, readonly string[]>): string | null {
  if (!words.length) return null;
  const word = /^[\p{L}\p{N}]+$/u;
  return words.map((asked) => `('${asked}':*${(near.get(asked) ?? []).filter((w) => word.test(w) && w !== asked).map((w) => ` | '${w}'`).join('')})`).join(' & ');
}

/**
 * The tsquery text of a question in plain words: any word may match
 * (`'what' | 'photosynthesis'`; to_tsquery drops the stop words), so the
 * items matching most of them rank first. Words of one letter are left out.
 * Built from words only, so no asker's text reaches tsquery syntax. Null when
 * the question has no word.
 */
export function anyWordQuery(text: string): string | null {
  const words = [...new Set((text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length > 1))].slice(0, 2 * MAX_WORDS);
  return words.length ? words.map((word) => `'${word}'`).join(' | ') : null;
}
