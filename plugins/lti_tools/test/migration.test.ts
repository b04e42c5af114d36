import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, removeCourse, type TestKernel } from '@lms/sdk/testing';
import ltiTools from '../src/server/index.ts';
import { down, up } from '../migrations/20261228000000_lti_tools.ts';
import { down as downMadeLineItems, up as upMadeLineItems } from '../migrations/20261229100000_lti_tools_created_line_items.ts';

let tk: TestKernel;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [ltiTools] });
});

afterAll(() => tk?.close());

const TABLES = ['lti_tools_providers', 'lti_tools_connections', 'lti_tools_launches', 'lti_tools_tokens', 'lti_tools_assertions', 'lti_tools_line_items', 'lti_tools_scores', 'lti_tools_created_line_items'];

describe('the lti_tools migration', () => {
  it('steps down and up again; a provider needs a key, client ids are unique, a course’s rows go with it', async () => {
    const db = tk.kernel.knex;
    await downMadeLineItems(db);
    await down(db);
    for (const table of TABLES) expect(await db.schema.hasTable(table), table).toBe(false);
    await up(db);
    await upMadeLineItems(db);
    for (const table of TABLES) expect(await db.schema.hasTable(table), table).toBe(true);
    const provider = { id: 'a'.repeat(24), name: 'T', client_id: 'c1', deployment_id: 'd1', target_link_uri: 'https://t/', login_url: 'https://t/login', jwks_url: 'https://t/keys', created_at: new Date() };
    await db('lti_tools_providers').insert(provider);
    await expect(db('lti_tools_providers').insert({ ...provider, id: 'b'.repeat(24), client_id: 'c2', jwks_url: null })).rejects.toThrow();
    await expect(db('lti_tools_providers').insert({ ...provider, id: 'c'.repeat(24) })).rejects.toThrow();
    const course = await tk.createCourse();
    await db('lti_tools_connections').insert({ id: 'd'.repeat(24), course_id: course.courseId, provider_id: provider.id, client_id: 'cc', deployment_id: 'dd', created_at: new Date() });
    const made = { id: 'e'.repeat(24), course_id: course.courseId, component_id: 'f'.repeat(24), provider_id: provider.id, activity_id: '1'.repeat(24), label: 'Quiz', score_maximum: 10, created_at: new Date() };
    await expect(db('lti_tools_created_line_items').insert({ ...made, score_maximum: 0 })).rejects.toThrow();
    await db('lti_tools_created_line_items').insert(made);
    await removeCourse(tk, course.courseId);
    expect(await db('lti_tools_connections')).toEqual([]);
    expect(await db('lti_tools_created_line_items')).toEqual([]);
  });
});
