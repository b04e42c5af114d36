/**
 * Part 3 §5 "Rollup" (and the activity settings list): the activity filter
 * takes words and "quoted phrases"; an odd number of quotes is refused. Every
 * word and phrase must occur in the text searched (case-insensitive).
 */
export const ACTIVITY_FILTER_MESSAGES = {
  /** Ours: the spec requires an even number of quotes without giving a message. */
  unevenQuotes: 'Quotes must come in pairs: close the quoted phrase.',
} as const;

export type ActivityFilter = { ok: true; terms: string[] } | { ok: false; message: string };

/** The words and phrases of a filter text, lower-cased; an empty text gives no terms (everything matches). */
export function parseActivityFilter(text: string): ActivityFilter {
  const quotes = text.split('"').length - 1;
  if (quotes % 2 !== 0) return { ok: false, message: ACTIVITY_FILTER_MESSAGES.unevenQuotes };
  const terms: string[] = [];
  text.split('"').forEach((part, index) => {
    const lower = part.toLowerCase();
    // Odd pieces sit between quotes: a phrase, kept whole (spaces squeezed).
    if (index % 2 === 1) {
      const phrase = lower.trim().replace(/\s+/g, ' ');
      if (phrase !== '') terms.push(phrase);
    } else {
      terms.push(...lower.split(/\s+/).filter((word) => word !== ''));
    }
  });
  return { ok: true, terms };
}

/** Whether every term occurs in one of `fields` (their text joined, spaces squeezed, case-insensitive). */
export function matchesActivityFilter(terms: readonly string[], fields: readonly (string | null | undefined)[]): boolean {
  if (terms.length === 0) return true;
  const haystack = fields
    .filter((field): field is string => typeof field === 'string')
    .join(' \u0000 ')
    .toLowerCase()
    .replace(/[ \t\r\n]+/g, ' ');
  return terms.every((term) => haystack.includes(term));
}
