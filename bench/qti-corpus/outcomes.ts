import type { QtiVersion } from './corpusFiles.ts';

/** What happened to one file of the corpus. */
export type Outcome =
  | { kind: 'imported'; losses: string[]; roundTrip: string | null }
  | { kind: 'refused'; reason: string }
  | { kind: 'crash'; reason: string }
  | { kind: 'hang' };

export interface ItemResult {
  path: string;
  version: QtiVersion;
  outcome: Outcome;
}

export interface PackageResult {
  path: string;
  outcome: Outcome;
  /** From the package's report: items it would import and items it refuses, by reason. */
  items: number;
  refusedItems: Map<string, number>;
}

/** Numbers and quoted names in a refusal, made generic so that refusals of one kind group together. */
export function refusalKind(reason: string): string {
  return reason
    .replace(/"[^"]*"/g, '"…"')
    .replace(/\(line \d+\)/g, '(line N)')
    .replace(/(?<=.)\b\d+(\.\d+)?\b/g, 'N');
}
