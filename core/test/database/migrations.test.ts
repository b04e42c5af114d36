import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';
import { CORE_MIGRATIONS, migrateToLatest, pendingMigrations, rollbackAll } from '../../src/index.ts';
import { contractPlugin } from '../../../sdk/test/fixtures/contractPlugin.ts';

let tk: TestKernel;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [contractPlugin] });
});

afterAll(() => tk?.close());

const CORE_TABLES = ['users', 'sessions', 'label_bundles', 'courses', 'course_staff', 'enrollments', 'lessons', 'course_lessons', 'pages', 'lesson_pages', 'components', 'page_components', 'activities', 'attempts', 'grade_overrides', 'rollup_groups', 'course_grade_overrides'];

describe('migrations', () => {
  it('step every migration down and up again, core and plugins, and keep the data shape', async () => {
    const sets = tk.kernel.registry.migrationSets(CORE_MIGRATIONS);
    expect(await pendingMigrations(tk.kernel.knex, sets)).toEqual([]);
    await rollbackAll(tk.kernel.knex, sets);
    for (const table of [...CORE_TABLES, 'contract_items']) expect(await tk.kernel.knex.schema.hasTable(table)).toBe(false);
    expect((await pendingMigrations(tk.kernel.knex, sets)).length).toBeGreaterThan(3);

    const applied = await migrateToLatest(tk.kernel.knex, sets);
    expect(applied[0]).toMatch(/^core\//);
    expect(applied.at(-1)).toBe('contract/20261121000000_contract_items');
    for (const table of [...CORE_TABLES, 'contract_items']) expect(await tk.kernel.knex.schema.hasTable(table)).toBe(true);

    const user = await tk.createUser('instructor');
    const course = await tk.createCourse({ instructor: user });
    const outline = await tk.kernel.knex('course_lessons').where({ course_id: course.courseId });
    expect(outline).toHaveLength(1);
    await expect(tk.kernel.knex('users').insert({ id: 'x'.repeat(24), email: user.email.toUpperCase(), firstname: 'a', lastname: 'b' })).rejects.toThrow();
    await expect(tk.kernel.knex('course_staff').insert({ course_id: course.courseId, user_id: user.id, role: 'owner' })).rejects.toThrow();
  });
});
