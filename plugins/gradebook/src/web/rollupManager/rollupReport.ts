import type { GradebookAnswer } from '../../calls/gradebookCalls.ts';

/** Part 3 §7: "Rollup report users are split into batches of 100, with a limit of 100." */
export const ROLLUP_REPORT_BATCH = 100;

/** One student's line of the rollup report: their percent in each group (by group id) and in the course. */
export interface RollupReportRow {
  id: string;
  name: string;
  percent: number | null;
  groups: Record<string, number | null>;
}

export interface RollupReport {
  groups: GradebookAnswer['groups'];
  students: RollupReportRow[];
}

/** Reads the gradebook's page of students at `offset`, at most `limit` of them (`GET gradebook/{courseId}/`). */
export type GradebookPageReader = (offset: number, limit: number) => Promise<GradebookAnswer>;

const reportRow = (student: GradebookAnswer['students'][number]): RollupReportRow => ({
  id: student.id,
  name: student.name,
  percent: student.percent,
  groups: Object.fromEntries(student.groups.map((group) => [group.id, group.percent])),
});

/**
 * The rollup report: the gradebook's rows read a batch of 100 students at a
 * time (never more in one request), until the course's count is reached;
 * `onBatch` hears how far it got after each batch.
 */
export async function readRollupReport(readPage: GradebookPageReader, onBatch?: (loaded: number, total: number) => void): Promise<RollupReport> {
  const students: RollupReportRow[] = [];
  let groups: GradebookAnswer['groups'] = [];
  for (;;) {
    const page = await readPage(students.length, ROLLUP_REPORT_BATCH);
    groups = page.groups;
    students.push(...page.students.map(reportRow));
    onBatch?.(students.length, page.total_students);
    if (page.students.length === 0 || students.length >= page.total_students) return { groups, students };
  }
}
