import type pg from 'pg';
import type { GradebookAnswer } from '@lms/plugin-gradebook/calls';
import { baselineTotals, type BaselineRow } from './baseline.ts';
import { call, type HttpSession } from './httpSession.ts';
import { median, timed } from './stats.ts';

export interface FullMeasurement {
  baselineMs: number[];
  kernelMs: number[];
  /** Median kernel / median baseline. */
  ratio: number;
  answerBytes: number;
  answer: GradebookAnswer;
  baselineRows: BaselineRow[];
}

/**
 * The whole class: GET gradebook/{courseId}/?limit=5000 until its body is read,
 * beside the baseline query through `pg` until its rows are parsed; one warm-up
 * of each, then `reads` of each taking turns (the order alternates).
 */
export async function measureFull(session: HttpSession, client: pg.ClientBase, courseId: string, reads: number): Promise<FullMeasurement> {
  const read = () => call(session, 'GET', `gradebook/${courseId}/?limit=5000`);
  const baseline = () => baselineTotals(client, courseId);
  let text = await read();
  let rows = await baseline();
  const baselineMs: number[] = [];
  const kernelMs: number[] = [];
  for (let round = 0; round < reads; round++) {
    const kernelFirst = round % 2 === 1;
    if (kernelFirst) kernelMs.push(await timed(read).then((r) => ((text = r.value), r.ms)));
    baselineMs.push(await timed(baseline).then((r) => ((rows = r.value), r.ms)));
    if (!kernelFirst) kernelMs.push(await timed(read).then((r) => ((text = r.value), r.ms)));
  }
  const answer = JSON.parse(text) as GradebookAnswer;
  if (answer.students.length !== rows.length) {
    throw new Error(`The gradebook answered ${answer.students.length} student rows for limit=5000; the course has ${rows.length} students`);
  }
  return { baselineMs, kernelMs, ratio: median(kernelMs) / median(baselineMs), answerBytes: Buffer.byteLength(text), answer, baselineRows: rows };
}

export interface TotalsAgreement {
  /** Students whose percents are the same to the cent. */
  agree: number;
  /** Students whose percents are a cent apart: decimal rounding against binary floating point at a tie. */
  withinCent: number;
  students: number;
  /** A few students whose percents differ by more, for the report. */
  examples: string[];
}

const CENT = 0.0101;

/** Whether the gradebook's percents are the baseline's: a check that both computed the same thing. */
export function compareTotals(answer: GradebookAnswer, rows: readonly BaselineRow[]): TotalsAgreement {
  const byId = new Map(rows.map((row) => [row.id, row.percent === null ? null : Number(row.percent)]));
  const agreement: TotalsAgreement = { agree: 0, withinCent: 0, students: answer.students.length, examples: [] };
  for (const student of answer.students) {
    const expected = byId.get(student.id);
    const gap = expected === undefined ? Infinity : expected === null || student.percent === null ? (expected === student.percent ? 0 : Infinity) : Math.abs(student.percent - expected);
    if (gap < 0.005) agreement.agree++;
    else if (gap <= CENT) agreement.withinCent++;
    else if (agreement.examples.length < 3) agreement.examples.push(`${student.lastname}: gradebook ${student.percent ?? 'none'}, baseline ${expected ?? 'none'}`);
  }
  return agreement;
}
