import { performance } from 'node:perf_hooks';
import { describeAnswer, type BrowserSession } from '../assessment-start-storm/browserSession.ts';
import type { Quiz } from '../assessment-start-storm/createQuiz.ts';
import { sleep } from '../assessment-start-storm/schedule.ts';

/** The web app autosaves every 12 s (and on every change; here every save carries a change). */
export const AUTOSAVE_PERIOD_MS = 12_000;

export interface AutosaveResult {
  latencies: number[];
  failures: string[];
  /** Each saver's responses as its answered saves left them: what the attempt must hold afterwards. */
  saved: Map<string, Record<string, unknown>>;
}

/**
 * One student's autosaves from `start` for `durationMs`: every 12 s (phase
 * `offsetMs`, so the students' saves spread evenly), one Question answered or
 * its answer changed (right and wrong in turn), one save at a time as a browser
 * does (a save that takes longer than the period delays the next).
 */
async function autosaveLoop(student: BrowserSession, quiz: Quiz, index: number, timing: { start: number; offsetMs: number; durationMs: number }, result: AutosaveResult): Promise<void> {
  const responses: Record<string, unknown> = {};
  const right = new Set<string>();
  for (let tick = 0; timing.offsetMs + tick * AUTOSAVE_PERIOD_MS < timing.durationMs; tick++) {
    await sleep(timing.start + timing.offsetMs + tick * AUTOSAVE_PERIOD_MS - performance.now());
    const item = quiz.items[(index + tick) % quiz.items.length]!;
    const answerRight = !right.has(item.id);
    const value = answerRight ? item.right : item.wrong;
    const answer = await student.call('PUT', `${quiz.path}attempt/`, { responses: { [item.id]: value } });
    result.latencies.push(answer.ms);
    if (answer.status !== 200) {
      result.failures.push(`autosave of ${student.userId} refused: ${describeAnswer(answer)}`);
      continue;
    }
    responses[item.id] = value;
    if (answerRight) right.add(item.id);
    else right.delete(item.id);
  }
  result.saved.set(student.userId, responses);
}

/** Every saver autosaving for `durationMs` from `start`, their phases spread evenly over the period. */
export async function autosaveStorm(savers: BrowserSession[], quiz: Quiz, start: number, durationMs: number): Promise<AutosaveResult> {
  const result: AutosaveResult = { latencies: [], failures: [], saved: new Map() };
  await Promise.all(savers.map((student, index) => autosaveLoop(student, quiz, index, { start, offsetMs: (index * AUTOSAVE_PERIOD_MS) / savers.length, durationMs }, result)));
  return result;
}
