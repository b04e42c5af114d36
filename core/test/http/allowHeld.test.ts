import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';
import { Kernel } from '../../src/index.ts';
import { definePlugin, type PluginManifest } from '@lms/contract/plugin.ts';
import { defineRoute } from '@lms/contract/route.ts';
import { defineCall, Type } from '@lms/contract/call.ts';

/** Issue 14: the reviewed opt-out from the course-load holds, and the manifest check that keeps it to course routes. */
const probe = (allowHeld: boolean, path: string, permission: 'course:view' | 'user' = 'course:view') =>
  defineRoute(defineCall({ method: 'GET', path, summary: 'Probe.', answer: Type.Object({ ok: Type.Boolean() }) }), {
    permission,
    ...(allowHeld ? { allowHeld: 'payment-flow' as const } : {}),
    handler: () => ({ ok: true }),
  });

const plugin = (routes: PluginManifest['routes']): PluginManifest => definePlugin({ id: 'heldprobe', version: '1.0.0', kernel: '^1', routes });

let tk: TestKernel;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [plugin([probe(true, 'heldprobe/open/:courseId/'), probe(false, 'heldprobe/closed/:courseId/')])] });
});

afterAll(() => tk?.close());

describe('allowHeld', () => {
  it('lets an unpaid student through the flagged route only; the others answer the hold', async () => {
    const student = await tk.createUser('student');
    const { courseId } = await tk.createCourse({ instructor: await tk.createUser('instructor'), students: [student], settings: { payment: { amount: 900 } } });
    const client = await tk.loginAs(student);
    expect(await client.get(`heldprobe/open/${courseId}/`)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await client.get(`heldprobe/closed/${courseId}/`)).toMatchObject({ status: 402, body: { errno: 'payment-required', course_id: courseId, amount: 900 } });
    expect(tk.kernel.routeTable().find((route) => route.path === '/server/heldprobe/open/:courseId/')?.allowHeld).toBe('payment-flow');
  });

  it('is refused on a route that is not course-scoped', () => {
    expect(() => Kernel.loadRegistry([{ manifest: plugin([probe(true, 'heldprobe/mine/', 'user')]) }])).toThrow(/allowHeld/);
  });
});
