import { createHash } from 'node:crypto';
import Papa from 'papaparse';
import type { ImportPreview } from '../../calls/gradebookCalls.ts';
import type { GradebookActivity } from '@lms/sdk/gradebook';
import { GRADE_NOT_SAVED } from '../gradebookErrnos.ts';
import type { ComputedGradebook } from '../GradebookReader.ts';
import { EXCUSED_CELL, headingActivityId, STUDENT_HEADINGS, TOTAL_HEADING } from './csvColumns.ts';

type Refusal = ImportPreview['refused'][number];
type Change = ImportPreview['changes'][number];

export const IMPORT_REASONS = {
  noStudentColumn: 'The file has no "Student id" column: export the gradebook to get the expected columns.',
  unknownColumn: 'Not a column of this gradebook (the activity id in brackets names a column); it is left out.',
  unknownStudent: 'No student with this id is enrolled in the course.',
  repeatedStudent: 'This student is already in an earlier row.',
  repeatedColumn: 'This column is already in the file; only its first copy is read.',
  notANumber: 'Not a number.',
  outOfRange: GRADE_NOT_SAVED,
  empty: 'The file has no rows.',
} as const;

const NUMBER = /^-?\d+(\.\d+)?$/;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** A parsed file: its headings and rows (row numbers as a spreadsheet shows them: the headings are row 1). */
export interface ParsedCsv {
  headings: string[];
  rows: { row: number; values: string[] }[];
}

export function parseGradebookCsv(csv: string): ParsedCsv {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [headings = [], ...rest] = parsed.data;
  return { headings: headings.map((heading) => heading.trim()), rows: rest.map((values, index) => ({ row: index + 2, values })) };
}

/** The student ids the file names (to load just those students). */
export function csvStudentIds(file: ParsedCsv): string[] {
  const at = file.headings.indexOf(STUDENT_HEADINGS[0]);
  return at < 0 ? [] : [...new Set(file.rows.map(({ values }) => (values[at] ?? '').trim()).filter(Boolean))];
}

/**
 * What importing the file would change, against the gradebook as it is: a
 * number that differs from the score that counts becomes the instructor's
 * grade; an empty cell clears an instructor's grade (and changes nothing
 * else); "Excused" and the total are read as they are and change nothing. A
 * row with a bad cell is refused whole, with each cell's reason. The
 * fingerprint names every cell the file was compared with.
 */
export function previewGradebookCsv(file: ParsedCsv, gradebook: ComputedGradebook): ImportPreview {
  const refused: Refusal[] = [];
  const changes: Change[] = [];
  const studentAt = file.headings.indexOf(STUDENT_HEADINGS[0]);
  if (studentAt < 0) return { changes, refused: [{ row: 1, reason: IMPORT_REASONS.noStudentColumn }], fingerprint: fingerprint([]) };
  if (file.rows.length === 0) return { changes, refused: [{ row: 1, reason: IMPORT_REASONS.empty }], fingerprint: fingerprint([]) };

  const { activities } = gradebook.columns;
  const byId = new Map(activities.map((activity, index) => [activity.id, { activity, index }]));
  const columns: { at: number; heading: string; activity: GradebookActivity; index: number }[] = [];
  file.headings.forEach((heading, at) => {
    if (at === studentAt || (STUDENT_HEADINGS as readonly string[]).includes(heading) || heading === TOTAL_HEADING) return;
    const column = byId.get(headingActivityId(heading) ?? '');
    if (!column) refused.push({ row: 1, column: heading, reason: IMPORT_REASONS.unknownColumn });
    else if (columns.some((read) => read.activity.id === column.activity.id)) refused.push({ row: 1, column: heading, reason: IMPORT_REASONS.repeatedColumn });
    else columns.push({ at, heading, ...column });
  });

  const students = new Map(gradebook.students.map((entry) => [entry.student.id, entry]));
  const seen = new Set<string>();
  const compared: unknown[] = [];
  for (const { row, values } of file.rows) {
    const studentId = (values[studentAt] ?? '').trim();
    const entry = students.get(studentId);
    if (!entry) {
      refused.push({ row, reason: IMPORT_REASONS.unknownStudent });
      continue;
    }
    if (seen.has(studentId)) {
      refused.push({ row, reason: IMPORT_REASONS.repeatedStudent });
      continue;
    }
    seen.add(studentId);
    const rowChanges: Change[] = [];
    const rowRefusals: Refusal[] = [];
    for (const { at, heading, activity, index } of columns) {
      const cell = entry.row.cells[index]!;
      const grade = entry.ledger.entries.get(activity.id)?.grade ?? null;
      compared.push([studentId, activity.id, cell.score, grade]);
      const raw = (values[at] ?? '').trim();
      if (raw.toLowerCase() === EXCUSED_CELL.toLowerCase()) continue;
      const change = { row, student_id: studentId, student: `${entry.student.lastname}, ${entry.student.firstname}`, activity_id: activity.id, column: heading };
      if (raw === '') {
        if (grade !== null) rowChanges.push({ ...change, from: grade, to: null });
        continue;
      }
      if (!NUMBER.test(raw)) {
        rowRefusals.push({ row, column: heading, reason: IMPORT_REASONS.notANumber });
        continue;
      }
      const value = Number(raw);
      if (value < 0 || (activity.maxScore !== null && value > activity.maxScore)) {
        rowRefusals.push({ row, column: heading, reason: IMPORT_REASONS.outOfRange });
        continue;
      }
      if (cell.score === null || round2(cell.score) !== round2(value)) rowChanges.push({ ...change, from: cell.score, to: value });
    }
    if (rowRefusals.length > 0) refused.push(...rowRefusals);
    else changes.push(...rowChanges);
  }
  return { changes, refused, fingerprint: fingerprint([columns.map((column) => column.activity.id), compared]) };
}

function fingerprint(compared: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(compared)).digest('base64url');
}
