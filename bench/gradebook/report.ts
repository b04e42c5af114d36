import type { BrowserResult } from './browserGrid.ts';
import type { EditMeasurement } from './measureEdits.ts';
import type { FullMeasurement, TotalsAgreement } from './measureFull.ts';
import type { SeedCounts } from './seedGrades.ts';
import { median, percentile } from './stats.ts';

/** Issue 17 "Performance". */
export const TARGETS = { fullRatioAtMost: 3, firstPageP95AtMostMs: 100, editP95AtMostMs: 15, dataToPaintAtMostMs: 1000, scrollP95AtMostMs: 33 } as const;

export interface BenchReport {
  description: string;
  seed: SeedCounts;
  seedSeconds: number;
  full: FullMeasurement;
  agreement: TotalsAgreement;
  firstPageMs: number[];
  edits: EditMeasurement;
  browser: BrowserResult;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');

export function describeSeed(seed: SeedCounts, seconds: number): string {
  return (
    `${seed.students} students x ${seed.activities} activities; ${seed.attempts} attempts (${seed.needsGrading} needing grading, ${seed.late} late with a deduction), ` +
    `${seed.grades} instructor grades, ${seed.excused} excused cells, ${seed.finalOverrides} final-grade overrides; seeded in ${seconds.toFixed(1)} s`
  );
}

export function failuresOf(report: BenchReport): string[] {
  const failures: string[] = [];
  if (!(report.full.ratio <= TARGETS.fullRatioAtMost)) failures.push(`full gradebook ${report.full.ratio.toFixed(2)}x the baseline (target <= ${TARGETS.fullRatioAtMost}x)`);
  const firstPage = percentile(report.firstPageMs, 0.95);
  if (!(firstPage <= TARGETS.firstPageP95AtMostMs)) failures.push(`first 50 rows p95 ${ms(firstPage)} (target <= ${TARGETS.firstPageP95AtMostMs} ms)`);
  const edit = percentile(report.edits.kernelMs, 0.95);
  if (!(edit <= TARGETS.editP95AtMostMs)) failures.push(`grade edit p95 ${ms(edit)} (target <= ${TARGETS.editP95AtMostMs} ms)`);
  if (!('skipped' in report.browser)) {
    if (!(report.browser.dataToPaintMs <= TARGETS.dataToPaintAtMostMs)) failures.push(`data to first paint ${ms(report.browser.dataToPaintMs)} (target <= ${TARGETS.dataToPaintAtMostMs} ms)`);
    if (!(report.browser.scrollP95Ms <= TARGETS.scrollP95AtMostMs)) failures.push(`p95 frame while scrolling ${ms(report.browser.scrollP95Ms)} (target <= ${TARGETS.scrollP95AtMostMs} ms)`);
  }
  return failures;
}

export function formatReport(report: BenchReport): string {
  const { full, edits, browser, agreement } = report;
  const fullPass = full.ratio <= TARGETS.fullRatioAtMost;
  const pageP95 = percentile(report.firstPageMs, 0.95);
  const editP95 = percentile(edits.kernelMs, 0.95);
  const failures = failuresOf(report);
  const lines = [
    '',
    `Gradebook benchmark on ${report.description}`,
    `  ${describeSeed(report.seed, report.seedSeconds)}`,
    '',
    `1. Full gradebook (every row; medians of ${full.kernelMs.length} reads each, taking turns)`,
    `    baseline  ${ms(median(full.baselineMs)).padStart(10)}   one SQL query through pg: the same per-student totals`,
    `    kernel    ${ms(median(full.kernelMs)).padStart(10)}   GET gradebook/{courseId}/?limit=5000, ${(full.answerBytes / 1e6).toFixed(1)} MB (every cell and total)`,
    `    kernel/baseline ${full.ratio.toFixed(2)}x (target <= ${TARGETS.fullRatioAtMost}x) ${verdict(fullPass)}`,
    `    totals: the gradebook's percent is the baseline's for ${agreement.agree} of ${agreement.students} students, a cent apart for ${agreement.withinCent}, further apart for ${agreement.students - agreement.agree - agreement.withinCent}${agreement.examples.length ? ` (e.g. ${agreement.examples.join('; ')})` : ''}`,
    '',
    `2. First 50 rows (GET ?limit=50, ${report.firstPageMs.length} reads): p50 ${ms(median(report.firstPageMs))}, p95 ${ms(pageP95)} (target p95 <= ${TARGETS.firstPageP95AtMostMs} ms) ${verdict(pageP95 <= TARGETS.firstPageP95AtMostMs)}`,
    '',
    `3. One grade edit until the new total is in the answer (${edits.kernelMs.length} each)`,
    `    baseline  p50 ${ms(median(edits.baselineMs))}, p95 ${ms(percentile(edits.baselineMs, 0.95))}   upsert + that student's totals by the same SQL, one transaction`,
    `    kernel    p50 ${ms(median(edits.kernelMs))}, p95 ${ms(editP95)}   PUT gradebook/{courseId}/{studentId} (answers the row) (target p95 <= ${TARGETS.editP95AtMostMs} ms) ${verdict(editP95 <= TARGETS.editP95AtMostMs)}`,
    '',
  ];
  if ('skipped' in browser) {
    lines.push(`4. Chromium: skipped: ${browser.skipped}`);
  } else {
    lines.push(
      `4. Chromium, /{courseId}/reports/grades as the instructor`,
      `    data to first paint ${ms(browser.dataToPaintMs)} (target <= ${TARGETS.dataToPaintAtMostMs} ms) ${verdict(browser.dataToPaintMs <= TARGETS.dataToPaintAtMostMs)}; navigation to first paint ${ms(browser.navigationToPaintMs)}`,
      `    p95 frame while scrolling ${ms(browser.scrollP95Ms)} over ${browser.frames} frames (target <= ${TARGETS.scrollP95AtMostMs} ms) ${verdict(browser.scrollP95Ms <= TARGETS.scrollP95AtMostMs)}`,
    );
  }
  lines.push('', failures.length ? `Result: FAIL\n${failures.map((f) => `  - ${f}`).join('\n')}` : 'Result: PASS');
  return lines.join('\n');
}
