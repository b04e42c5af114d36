import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, removeCourse, type TestKernel } from '@lms/sdk/testing';
import { courseRights } from './programsWorld.ts';
import programs from '../src/server/index.ts';
import { down, up } from '../migrations/20261201000000_programs.ts';
import * as sync from '../migrations/20261201000100_programs_sync.ts';
import * as invitations from '../migrations/20261205000000_program_invitations.ts';
import * as rights from '../migrations/20261210000000_program_course_rights.ts';

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

  it('gives the coordinators of programs made before the rights table their rights, but not on an enterprise program', async () => {
    const db = tk.kernel.knex;
    const coordinator = await tk.createUser('program-admin');
    const [template, section, enterpriseTemplate] = [await tk.createCourse(), await tk.createCourse(), await tk.createCourse()];
    const program = { program_name: 'Old', program_template: template.courseId, coordinators: JSON.stringify([coordinator.id, 'c'.repeat(24)]), created_at: new Date() };
    await db('programs_programs').insert([
      { ...program, id: 'd'.repeat(24) },
      { ...program, id: 'e'.repeat(24), program_name: 'Enterprise', program_template: enterpriseTemplate.courseId, enterprise_program: true },
    ]);
    await db('programs_sections').insert({ course_id: section.courseId, program_id: 'd'.repeat(24), created_at: new Date() });
    await rights.up(db);
    const client = await tk.loginAs(coordinator);
    expect(await courseRights(tk, client, section.courseId)).toBe('edit');
    expect(await courseRights(tk, client, template.courseId)).toBe('view');
    expect(await courseRights(tk, client, enterpriseTemplate.courseId)).toBe('none');
    await rights.down(db);
    expect(await courseRights(tk, client, section.courseId)).toBe('none');
  });
});
