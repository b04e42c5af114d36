import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, removeCourse, type TestKernel } from '@lms/sdk/testing';
import programs from '../src/server/index.ts';
import { down, up } from '../migrations/20261201000000_programs.ts';
import * as sync from '../migrations/20261201000100_programs_sync.ts';
import * as invitations from '../migrations/20261205000000_program_invitations.ts';

let tk: TestKernel;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [programs] });
});

afterAll(() => tk?.close());

describe('the programs migration', () => {
  it('steps down and up again; one name whatever its case and spaces; a program goes with its template, a section row with its course', async () => {
    const db = tk.kernel.knex;
    await invitations.down(db);
    await sync.down(db);
    await down(db);
    expect(await db.schema.hasTable('programs_programs')).toBe(false);
    expect(await db.schema.hasTable('programs_sections')).toBe(false);
    await up(db);
    await sync.up(db);
    await invitations.up(db);
    const template = await tk.createCourse();
    const section = await tk.createCourse();
    const row = { id: 'a'.repeat(24), program_name: 'Biology', program_template: template.courseId, coordinators: '[]', created_at: new Date() };
    await db('programs_programs').insert(row);
    await expect(db('programs_programs').insert({ ...row, id: 'b'.repeat(24), program_name: ' BIOLOGY ' })).rejects.toThrow();
    await db('programs_sections').insert({ course_id: section.courseId, program_id: row.id, created_at: new Date() });
    await removeCourse(tk, section.courseId);
    expect(await db('programs_sections')).toEqual([]);
    await removeCourse(tk, template.courseId);
    expect(await db('programs_programs')).toEqual([]);
  });
});
