import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, removeAccount, type TestKernel } from '@lms/sdk/testing';
import assessmentPlugin from '../../src/server/index.ts';
import { down, up } from '../../migrations/20261210001000_qti_packages.ts';

let tk: TestKernel;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [assessmentPlugin] });
});

afterAll(() => tk?.close());

describe('the QTI packages migration', () => {
  it('steps down and up again; statuses are known; files and stimuli go with their package, packages with their owner', async () => {
    const db = tk.kernel.knex;
    await down(db);
    for (const table of ['assessment_qti_packages', 'assessment_qti_files', 'assessment_qti_stimuli']) expect(await db.schema.hasTable(table)).toBe(false);
    await up(db);
    const owner = await tk.createUser('instructor');
    const now = new Date();
    const pkg = { id: 'a'.repeat(24), owned_by: owner.id, course_id: 'c'.repeat(24), file_name: 'p.zip', status: 'ready', version: '3.0', items_total: 0, contents: JSON.stringify({}), created_at: now, updated_at: now };
    await expect(db('assessment_qti_packages').insert({ ...pkg, status: 'done' })).rejects.toThrow();
    await db('assessment_qti_packages').insert(pkg);
    await db('assessment_qti_files').insert({ id: 'f'.repeat(24), package_id: pkg.id, path: 'a.png', mimetype: 'image/png', size: 3, bytes: Buffer.from([1, 2, 3]) });
    await db('assessment_qti_stimuli').insert({ id: 'e'.repeat(24), package_id: pkg.id, owned_by: owner.id, identifier: 's', title: '', html: '<p>x</p>', created_at: now });
    const file = await db('assessment_qti_files').where({ id: 'f'.repeat(24) }).first();
    expect({ confirmed: file.confirmed, bytes: [...file.bytes] }).toEqual({ confirmed: false, bytes: [1, 2, 3] });
    await removeAccount(tk, owner.id);
    for (const table of ['assessment_qti_packages', 'assessment_qti_files', 'assessment_qti_stimuli']) expect(await db(table).count({ n: '*' }).first().then((row) => Number(row!.n))).toBe(0);
  });
});
