import { readItemXml, readNativeItem, type Reading } from './independentReading.ts';

/** An item as the bank answers it. */
export interface StoredItem {
  type: string;
  points: number;
  prompt: string;
  content: Record<string, unknown>;
}

/** The words of `source` that `stored` lacks, counted (a word twice in the source must be there twice). */
function missingTokens(source: string[], stored: string[]): string[] {
  const left = new Map<string, number>();
  for (const token of stored) left.set(token, (left.get(token) ?? 0) + 1);
  const missing: string[] = [];
  for (const token of source) {
    const count = left.get(token) ?? 0;
    if (count === 0) missing.push(token);
    else left.set(token, count - 1);
  }
  return missing;
}

/**
 * What an imported item lost against an independent reading of its file, each
 * a short label (empty: nothing this check sees was lost).
 */
export function lossesOf(xml: string, stored: StoredItem): string[] {
  const source = readItemXml(xml);
  const kept = stored.type === 'qti' ? readItemXml(String(stored.content.xml ?? '')) : readNativeItem(stored.prompt, stored.content);
  const losses: string[] = [];
  const missing = missingTokens(source.tokens, kept.tokens);
  if (missing.length) losses.push(`text (${[...new Set(missing)].slice(0, 5).join(' ')})`);
  const staffMissing = missingTokens(source.staffTokens, kept.staffTokens);
  if (staffMissing.length) losses.push(`rubric for scorers (${[...new Set(staffMissing)].slice(0, 5).join(' ')})`);
  if (kept.media < source.media) losses.push('images or media');
  if (kept.maths < source.maths) losses.push('MathML');
  if (source.declaredMax !== null && source.declaredMax !== stored.points) losses.push(`points (MAXSCORE ${source.declaredMax}, stored ${stored.points})`);
  if (stored.type === 'qti') losses.push(...scoringLosses(source, kept as Reading));
  return losses;
}

/** An item kept as QTI keeps its response processing as written: its template, its rules and its mappings. */
function scoringLosses(source: Reading, kept: Reading): string[] {
  const losses: string[] = [];
  if (source.template !== kept.template) losses.push(`processing template (${source.template ?? 'none'} -> ${kept.template ?? 'none'})`);
  if (kept.processingRules < source.processingRules) losses.push('processing rules');
  if (kept.mapEntries < source.mapEntries) losses.push('mapping entries');
  return losses;
}
