/** The terms of the publisher setting banned_words (a comma-separated list), lower-cased. */
export function bannedTerms(setting: unknown): string[] {
  if (typeof setting !== 'string') return [];
  return setting
    .split(',')
    .map((term) => term.trim().toLowerCase())
    .filter((term) => term !== '');
}

/** Part 2 §5: a text is refused when any space-separated word contains a banned term, whatever its case. */
export function containsBannedWord(text: string, terms: readonly string[]): boolean {
  if (!terms.length) return false;
  return text
    .toLowerCase()
    .split(/\s+/)
    .some((word) => terms.some((term) => word.includes(term)));
}
