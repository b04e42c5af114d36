import { refusalKind, type ItemResult, type PackageResult } from './outcomes.ts';
import type { PublishedResult } from './publishedForms.ts';

const percent = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)}%` : '-');

function counted(reasons: string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const reason of reasons) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** The summary of the items, per QTI version and in all (and beside it, the items in the form they are published), with refusals, losses and round-trip differences grouped. */
export function itemReport(results: ItemResult[], published: PublishedResult): string[] {
  const lines: string[] = [];
  const versions = [...new Set(results.map((result) => result.version))].sort();
  lines.push('version  files  imported  refused  crashes  hangs  lossless (of imported)  round trip unchanged');
  for (const version of [...versions, 'all']) {
    const of = results.filter((result) => version === 'all' || result.version === version);
    const imported = of.flatMap((result) => (result.outcome.kind === 'imported' ? [result.outcome] : []));
    const count = (kind: string) => of.filter((result) => result.outcome.kind === kind).length;
    const lossless = imported.filter((outcome) => !outcome.losses.length).length;
    const unchanged = imported.filter((outcome) => outcome.roundTrip === null).length;
    lines.push(
      `${version.padEnd(8)} ${String(of.length).padStart(5)}  ${`${imported.length} ${percent(imported.length, of.length)}`.padStart(11)}  ${String(count('refused')).padStart(7)}  ${String(count('crash')).padStart(7)}  ${String(count('hang')).padStart(5)}  ${`${lossless} ${percent(lossless, imported.length)}`.padStart(22)}  ${`${unchanged} ${percent(unchanged, imported.length)}`.padStart(20)}`,
    );
  }
  lines.push(
    `items in the form they are published: ${published.imported} of ${published.items}, ${percent(published.imported, published.items)} (${published.lone} lone files alone, ${published.folders} folders as packages, ${published.withManifest} of them with a manifest)`,
  );
  const group = (title: string, reasons: string[]) => {
    if (!reasons.length) return;
    lines.push('', `${title}:`);
    for (const [reason, count] of counted(reasons)) lines.push(`${String(count).padStart(5)}  ${reason}`);
  };
  group('Items not imported in the form they are published, by reason', [...published.missed].flatMap(([reason, times]) => Array<string>(times).fill(refusalKind(reason))));
  group('Refused items, by reason', results.flatMap((result) => (result.outcome.kind === 'refused' ? [refusalKind(result.outcome.reason)] : [])));
  group('Crashes', results.flatMap((result) => (result.outcome.kind === 'crash' ? [`${result.path}: ${result.outcome.reason}`] : [])));
  group('Hangs', results.flatMap((result) => (result.outcome.kind === 'hang' ? [result.path] : [])));
  group('Losses of imported items (an item may have several)', results.flatMap((result) => (result.outcome.kind === 'imported' ? result.outcome.losses.map((loss) => loss.replace(/\(.*\)/, '').trim()) : [])));
  group('Round trip differences', results.flatMap((result) => (result.outcome.kind === 'imported' && result.outcome.roundTrip ? [result.outcome.roundTrip.replace(/ \(.*/s, '')] : [])));
  return lines;
}

/** The summary of the packages: read and confirmed, refused, crashes, hangs, and the items their reports refuse. */
export function packageReport(results: PackageResult[]): string[] {
  const count = (kind: string) => results.filter((result) => result.outcome.kind === kind).length;
  const lines = [`packages ${results.length}: confirmed ${count('imported')}, refused ${count('refused')}, crashes ${count('crash')}, hangs ${count('hang')}`];
  const items = results.reduce((sum, result) => sum + result.items, 0);
  const refused = results.flatMap((result) => [...result.refusedItems].flatMap(([reason, times]) => Array<string>(times).fill(refusalKind(reason.replace(/^[^:]*\.xml: /, '')))));
  lines.push(`items in their reports: ${items + refused.length}, importable ${items} (${percent(items, items + refused.length)}), refused ${refused.length}`);
  for (const result of results) {
    if (result.outcome.kind === 'refused' || result.outcome.kind === 'crash') lines.push(`  ${result.outcome.kind} ${result.path}: ${result.outcome.reason}`);
    if (result.outcome.kind === 'hang') lines.push(`  hang ${result.path}`);
  }
  if (refused.length) lines.push('Items the reports refuse, by reason:', ...counted(refused).map(([reason, times]) => `${String(times).padStart(5)}  ${reason}`));
  return lines;
}

/** Issue 28's targets: 98% of items imported, 95% of those without loss, no crash and no hang (items and packages). */
export function verdict(items: ItemResult[], packages: PackageResult[]): { pass: boolean; lines: string[] } {
  const imported = items.flatMap((result) => (result.outcome.kind === 'imported' ? [result.outcome] : []));
  const importedShare = items.length ? imported.length / items.length : 0;
  const losslessShare = imported.length ? imported.filter((outcome) => !outcome.losses.length).length / imported.length : 0;
  const outcomes = [...items, ...packages].map((result) => result.outcome.kind);
  const crashes = outcomes.filter((kind) => kind === 'crash').length;
  const hangs = outcomes.filter((kind) => kind === 'hang').length;
  const checks: [string, boolean][] = [
    [`items imported ${percent(imported.length, items.length)} (target >= 98%)`, importedShare >= 0.98],
    [`imported items without loss ${percent(imported.filter((outcome) => !outcome.losses.length).length, imported.length)} (target >= 95%)`, losslessShare >= 0.95],
    [`crashes ${crashes} (target 0)`, crashes === 0],
    [`hangs ${hangs} (target 0)`, hangs === 0],
  ];
  const pass = checks.every(([, ok]) => ok);
  return { pass, lines: [...checks.map(([line, ok]) => `${ok ? 'ok  ' : 'MISS'} ${line}`), pass ? 'PASS' : 'FAIL'] };
}
