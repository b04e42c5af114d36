import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CRASH_EXIT_CODE } from '../src/server/exitOnCrash.ts';
import { runEntry } from './support/hostProcess.ts';

const crashing = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/crashingProcess.ts');

describe('the last-resort handler (issue 14 §1)', () => {
  it('logs an uncaught exception, stops the server and exits non-zero for the supervisor', async () => {
    const run = await runEntry(crashing, ['exception'], {});
    expect(run.code).toBe(CRASH_EXIT_CODE);
    expect(run.stdout).toContain('"origin":"uncaughtException"');
    expect(run.stdout).toContain('stopped');
    expect(run.stderr).toContain('nobody caught this');
  });

  it('does the same for an unhandled rejection', async () => {
    const run = await runEntry(crashing, ['rejection'], {});
    expect(run.code).toBe(CRASH_EXIT_CODE);
    expect(run.stdout).toContain('"origin":"unhandledRejection"');
    expect(run.stderr).toContain('nobody awaited this');
  });

  it('exits after the grace period when stopping hangs', async () => {
    const started = Date.now();
    const run = await runEntry(crashing, ['stuck'], {});
    expect(run.code).toBe(CRASH_EXIT_CODE);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
