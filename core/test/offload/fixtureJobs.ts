// Jobs the off-loop tests run in the worker threads.
import { LmsError } from '@lms/contract/errors/LmsError.ts';

export function shout(input: { text: string }): string {
  return input.text.toUpperCase();
}

/** Keeps its thread busy for `ms` milliseconds, as a runaway parser would. */
export function spin(ms: number): number {
  const until = Date.now() + ms;
  let turns = 0;
  while (Date.now() < until) turns++;
  return turns;
}

export function refuse(): never {
  throw LmsError.validation([{ field: 'text', message: 'Not this text.' }]);
}

export function crash(): never {
  throw new Error('a bug in the job');
}

/** Whether the job ran on the main thread (the event loop's). */
export async function onMainThread(_input: string): Promise<boolean> {
  return (await import('node:worker_threads')).isMainThread;
}
