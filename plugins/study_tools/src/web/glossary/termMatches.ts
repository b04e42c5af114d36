/** A glossary term found in a text: where it starts and ends, and which entry it is. */
export interface TermMatch<T> {
  start: number;
  end: number;
  entry: T;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A matcher of the terms as whole words, whatever their case: "cell" is found in
 * "Cell walls" but not in "cellular". A longer term wins over a shorter one it
 * contains ("cell wall" over "cell"). Words are Unicode letters, digits and `_`.
 */
export function termMatcher<T extends { term: string }>(entries: readonly T[]): (text: string) => TermMatch<T>[] {
  const usable = entries.filter((entry) => entry.term.trim() !== '');
  if (usable.length === 0) return () => [];
  const byTerm = new Map(usable.map((entry) => [entry.term.trim().toLocaleLowerCase(), entry]));
  const alternatives = [...byTerm.keys()].sort((a, b) => b.length - a.length).map((term) => escapeRegExp(term).replace(/\s+/g, '\\s+'));
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}_])`, 'giu');
  return (text) =>
    [...text.matchAll(pattern)].map((found) => ({
      start: found.index,
      end: found.index + found[0].length,
      entry: byTerm.get(found[0].replace(/\s+/g, ' ').toLocaleLowerCase())!,
    }));
}
