import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';
import lti from '../src/server/index.ts';
import { down, up } from '../migrations/20261231104000_lti_platform_frame_origins.ts';

let tk: TestKernel;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [lti] });
});

afterAll(() => tk?.close());

describe('the lti_platforms frame_origins migration', () => {
  it('steps down and up again; a platform registered before gets no extra frame origins', async () => {
    const db = tk.kernel.knex;
    await down(db);
    expect(await db.schema.hasColumn('lti_platforms', 'frame_origins')).toBe(false);
    const platform = { id: 'a'.repeat(24), issuer: 'https://lms.example.edu', client_id: 'c1', deployment_ids: JSON.stringify(['d1']), auth_login_url: 'https://lms.example.edu/auth', token_url: 'https://lms.example.edu/token', jwks_url: 'https://lms.example.edu/keys', created_at: new Date() };
    await db('lti_platforms').insert(platform);
    await up(db);
    const row = await db('lti_platforms').where({ id: platform.id }).first('frame_origins');
    expect(typeof row.frame_origins === 'string' ? JSON.parse(row.frame_origins) : row.frame_origins).toEqual([]);
  });
});
