import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { coreServices, createServiceRef, defineJob, defineJobKind, definePlugin, defineService } from '@lms/sdk';
import { Type } from '@lms/sdk/calls';
import { jobRefs } from '../../src/index.ts';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';

/** What the plugin's jobs did, through one of its own services. */
class Ledger {
  readonly entries: string[] = [];
  failuresLeft = 0;
}
const ledgerRef = createServiceRef<Ledger>('ticking.ledger');

const tickJob = defineJob({
  kind: 'tick',
  payload: Type.Object({ note: Type.String() }),
  deps: { ledger: ledgerRef },
  async handler({ payload, deps, attempt }) {
    expectTypeOf(payload).toEqualTypeOf<{ note: string }>();
    if (deps.ledger.failuresLeft > 0) {
      deps.ledger.failuresLeft -= 1;
      throw new Error('not yet');
    }
    deps.ledger.entries.push(`${payload.note}#${attempt}`);
  },
});

const tickingPlugin = definePlugin({
  id: 'ticking',
  version: '1.0.0',
  kernel: '^1',
  services: [defineService({ ref: ledgerRef, factory: () => new Ledger() })],
  jobs: [tickJob],
});

let tk: TestKernel;
beforeAll(async () => {
  tk = await createTestKernel({ plugins: [tickingPlugin] });
});
afterAll(() => tk?.close());

const jobs = () => tk.kernel.resolveFor('ticking', coreServices.jobs);
const ledger = () => tk.kernel.resolveFor('ticking', ledgerRef);

describe("a plugin's jobs", () => {
  it('run with the plugin services, once their time has come', async () => {
    await jobs().enqueue(tickJob, { note: 'now' });
    await jobs().enqueue(tickJob, { note: 'later' }, { runAt: new Date(tk.clock.now().getTime() + 60_000) });
    await tk.drainJobs();
    expect(ledger().entries).toEqual(['now#1']);
    tk.clock.advance(61_000);
    await tk.drainJobs();
    expect(ledger().entries).toEqual(['now#1', 'later#1']);
    const kinds = await tk.kernel.knex('jobs').where({ kind: 'ticking:tick' }).pluck('status');
    expect(kinds).toEqual(['done', 'done']);
  });

  it('exist only if the transaction they were queued in commits', async () => {
    const before = await tk.kernel.knex('jobs').where({ kind: 'ticking:tick' }).count({ n: '*' }).first();
    await tk.kernel.knex
      .transaction(async (trx) => {
        await jobs().enqueue(tickJob, { note: 'rolled back' }, {}, trx);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await tk.kernel.knex('jobs').where({ kind: 'ticking:tick' }).count({ n: '*' }).first()).toEqual(before);
  });

  it('are retried after a failure, with the attempt number', async () => {
    ledger().failuresLeft = 1;
    await jobs().enqueue(tickJob, { note: 'retried' });
    await tk.drainJobs();
    expect(ledger().entries).not.toContain('retried#1');
    tk.clock.advance(10 * 60_000);
    await tk.drainJobs();
    expect(ledger().entries).toContain('retried#2');
  });

  it('are only the kinds the manifest declares, with payloads of their type', async () => {
    const tock = defineJobKind('tock', Type.Object({}));
    await expect(jobs().enqueue(tock, {})).rejects.toThrow('Plugin "ticking" declares no job kind "tock" (manifest jobs)');
    expectTypeOf(jobs().enqueue<typeof tickJob.payload>).parameter(1).toEqualTypeOf<{ note: string }>();
    // @ts-expect-error: the tick job's payload is { note: string }
    expectTypeOf(() => jobs().enqueue(tickJob, { note: 3 })).toBeFunction();
  });

  it('fail at once, saying why, when the payload does not match the schema', async () => {
    // A payload the types let through no more (a job queued by an older version of the plugin).
    const { id } = await tk.kernel.resolve(jobRefs.jobs).enqueue('ticking:tick', { note: 3, extra: true });
    await tk.drainJobs();
    expect(await tk.kernel.resolve(jobRefs.jobs).get(id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'The payload of job "ticking:tick" does not match its schema: extra: Unknown field "extra"; note: note must be string',
    });
    expect(ledger().entries.some((entry) => entry.startsWith('3#'))).toBe(false);
  });
});
