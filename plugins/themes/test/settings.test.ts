import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices } from '@lms/sdk';
import { createTestKernel, type TestClient, type TestKernel } from '@lms/sdk/testing';
import themes from '../src/server/index.ts';

let tk: TestKernel;
let admin: TestClient;
let instructor: TestClient;
beforeAll(async () => {
  tk = await createTestKernel({ plugins: [themes] });
  admin = await tk.loginAs(await tk.createUser('site-admin'));
  instructor = await tk.loginAs(await tk.createUser('instructor'));
});
afterAll(() => tk?.close());

describe('installation settings', () => {
  it('starts from the defaults, saves, audits, and reads it back', async () => {
    expect((await admin.request('GET', 'administration/settings')).body).toEqual({ instructors_create_courses: true });
    const saved = await admin.request('POST', 'administration/settings', { instructors_create_courses: false });
    expect([saved.status, saved.body]).toEqual([200, { instructors_create_courses: false }]);
    expect((await admin.request('GET', 'administration/settings')).body).toEqual({ instructors_create_courses: false });
    const [entry] = await tk.kernel.resolve(coreServices.auditLog).list({ action: 'settings.save', limit: 5 });
    expect([entry?.before, entry?.after]).toEqual([{ instructors_create_courses: true }, { instructors_create_courses: false }]);
  });

  it('refuses bad input and non-administrators, storing nothing', async () => {
    expect((await admin.request('POST', 'administration/settings', { instructors_create_courses: 'yes' })).status).toBe(422);
    expect((await admin.request('POST', 'administration/settings', { other: true, instructors_create_courses: true })).status).toBe(422);
    expect((await instructor.request('POST', 'administration/settings', { instructors_create_courses: true })).status).toBe(403);
    expect((await instructor.request('GET', 'administration/settings')).status).toBe(403);
    expect((await admin.request('GET', 'administration/settings')).body).toEqual({ instructors_create_courses: false });
  });
});
