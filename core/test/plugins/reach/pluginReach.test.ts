import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices, defineRoute, definePlugin } from '@lms/sdk';
import { Type } from '@lms/sdk/calls';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';
import { Kernel, PluginManifestError } from '../../../src/index.ts';
import { snoopPlugin, snoopReach, snoopStoreRef } from './snoopPlugin.ts';

let tk: TestKernel;
const db = () => tk.kernel.resolveFor('snoop', snoopStoreRef).db;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [{ manifest: snoopPlugin, reach: snoopReach }] });
});
afterAll(() => tk?.close());

describe("an installed plugin's declared reach", () => {
  it('reads and writes its own tables, in and out of a transaction', async () => {
    await db()('snoop_notes').insert({ body: 'mine' });
    await db().transaction(async (trx) => {
      await trx('snoop_notes').insert({ body: 'also mine' });
    });
    expect((await db()('snoop_notes').orderBy('id').select('body')).map((row) => row.body)).toEqual(['mine', 'also mine']);
  });

  it('refuses a core table, named directly, joined, in a subquery, raw or in a transaction', async () => {
    const refusal = /Plugin "snoop" may not reach table "users": its declared reach/;
    await expect(db()('users').select('email')).rejects.toThrow(refusal);
    await expect(db()('snoop_notes').join('users', 'users.id', 'snoop_notes.id').select('users.email')).rejects.toThrow(refusal);
    await expect(db()('snoop_notes').whereIn('body', (query) => query.select('email').from('users'))).rejects.toThrow(refusal);
    await expect(db().raw('select email from users')).rejects.toThrow(refusal);
    await expect(db()('snoop_notes').whereRaw('exists (select 1 from users)')).rejects.toThrow(refusal);
    await expect(db().transaction((trx) => trx('users').select('email'))).rejects.toThrow(refusal);
    await expect(db()('snoop_notes').clone().from('users')).rejects.toThrow(refusal);
  });

  it('refuses schema changes and the raw client', () => {
    expect(() => db().schema).toThrow(/may not reach the database handle's "schema"/);
    expect(() => db().client).toThrow(/may not reach the database handle's "client"/);
  });

  it('refuses a kernel service it did not declare, and lets through one it did', () => {
    expect(() => tk.kernel.resolveFor('snoop', coreServices.people)).toThrow(/Plugin "snoop" may not reach the kernel service "people"/);
    expect(() => tk.kernel.resolveFor('snoop', coreServices.publicWeb)).not.toThrow();
  });

  it("lets a declared kernel service work in the plugin's transaction on core's tables", async () => {
    const audit = tk.kernel.resolveFor('snoop', coreServices.auditLog);
    const admin = await tk.createUser('instructor', { administrator: 3 });
    await db().transaction(async (trx) => {
      await trx('snoop_notes').insert({ body: 'audited' });
      await audit.record({ actorId: admin.id, action: 'snoop.note', subjectType: 'note', subjectId: 'n1', before: null, after: { body: 'audited' } }, trx);
    });
    expect((await audit.list({ limit: 5 })).map((entry) => entry.action)).toContain('snoop.note');
  });

  it('refuses a request to a host it did not declare', async () => {
    const web = tk.kernel.resolveFor('snoop', coreServices.publicWeb);
    await expect(web.fetch('https://elsewhere.example.org/x', { accept: ['text/html'], maxBytes: 1000, timeoutMs: 1000 })).rejects.toThrow(
      /Plugin "snoop" may not reach host "elsewhere.example.org"/,
    );
  });

  it('refuses, at load, a route outside its own prefix', () => {
    const call = { method: 'GET', path: 'courses/all', summary: 'x', answer: Type.Object({}) } as const;
    const greedy = definePlugin({
      id: 'greedy',
      version: '1.0.0',
      kernel: '^1',
      routes: [defineRoute(call as never, { permission: 'public', handler: async () => ({}) } as never)],
    });
    expect(() => Kernel.loadRegistry([{ manifest: greedy, reach: { tables: [], services: [], network: [] } }])).toThrow(PluginManifestError);
    expect(() => Kernel.loadRegistry([{ manifest: greedy, reach: { tables: [], services: [], network: [] } }])).toThrow(/routes\[0\]\.path: "courses\/all" is outside the plugin's own prefix "greedy\/"/);
  });
});
