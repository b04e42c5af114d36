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

/** At most this many of a question's lexemes are matched (every pair of them is one branch of the two-word tier). */
export const MAX_QUESTION_LEXEMES = 8;

/**
 * The words of a question in plain words: letters and digits, lowercased, distinct, words of one
 * letter left out. Only these reach to_tsvector, so no asker's text is parsed as anything but words.
 */
export function questionWords(text: string): string[] {
  return [...new Set((text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length > 1))].slice(0, 2 * MAX_WORDS);
}

/**
 * A question's lexemes (english stems, stop words dropped), in the question's order, at most
 * MAX_QUESTION_LEXEMES. Binding: the question's words joined by spaces. Rows: `lexeme`.
 */
export const QUESTION_LEXEMES_SQL = `
  select lexeme from unnest(to_tsvector('english', ?)) order by positions[1], lexeme limit ${MAX_QUESTION_LEXEMES}`;

/**
 * The tsquery texts (lexemes, for a ::tsquery cast) a question is matched with, best tier first:
 * every lexeme (`'cell' & 'membran' & 'transport'`), then any two of them
 * (`('cell' & 'membran') | ('cell' & 'transport') | ...`, from three lexemes on), then any one.
 * An item is answered in its best tier. The any-one tier of common words matches a large part of a
 * course: ranking all of it was the cost of the assistant's retrieval, so each tier ranks only some
 * of its matches (searchSql's PassageTiers), and the tiers before it hold the items most worth a place.
 */
export function passageTiers(lexemes: readonly string[]): string[] {
  const quoted = lexemes.map((lexeme) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`);
  if (quoted.length <= 1) return quoted;
  const pairs: string[] = [];
  for (let i = 0; i < quoted.length; i++) for (let j = i + 1; j < quoted.length; j++) pairs.push(`(${quoted[i]} & ${quoted[j]})`);
  return [quoted.join(' & '), ...(quoted.length > 2 ? [pairs.join(' | ')] : []), quoted.join(' | ')];
}
