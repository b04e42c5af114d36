import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices } from '@lms/sdk';
import { createTestKernel, type TestClient, type TestKernel } from '@lms/sdk/testing';
import themes from '../src/server/index.ts';

let tk: TestKernel;
let admin: TestClient;
let student: TestClient;
beforeAll(async () => {
  tk = await createTestKernel({ plugins: [themes] });
  admin = await tk.loginAs(await tk.createUser('site-admin'));
  student = await tk.loginAs(await tk.createUser('student'));
});
afterAll(() => tk?.close());

const current = async () => (await admin.request('GET', 'administration/theme')).body;
const served = async () => (await tk.client().request('GET', 'theme')).body;
const audit = () => tk.kernel.resolve(coreServices.auditLog).list({ action: 'themes.save', limit: 50 });

describe('POST theme (part 1 §7)', () => {
  it('saves the host bundle and theme, serves them with GET theme, and audits the change', async () => {
    const edit = await current();
    const answer = await admin.request('POST', 'theme', {
      settings: { ...edit.settings, title: 'Acme Learning', logo: { url: '/brand/acme.svg', width: 120, height: 30 } },
      theme: { ...edit.theme, primary: '#112233' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.theme.primary).toBe('#112233');
    const now = await served();
    expect([now.settings.title, now.settings.logo.url, now.theme.primary]).toEqual(['Acme Learning', '/brand/acme.svg', '#112233']);
    const [entry] = await audit();
    expect(entry).toMatchObject({ action: 'themes.save', subjectType: 'host' });
    expect((entry!.before as { theme: { primary: string } }).theme.primary).toBe(edit.theme.primary);
    expect((entry!.after as { theme: { primary: string } }).theme.primary).toBe('#112233');
  });

  it('refuses a bad colour or a missing field and stores nothing', async () => {
    const before = await served();
    const entries = (await audit()).length;
    const edit = await current();
    const bad = await admin.request('POST', 'theme', { settings: edit.settings, theme: { ...edit.theme, primary: 'red' } });
    expect(bad.status).toBe(422);
    const { title: _gone, ...untitled } = edit.settings;
    expect((await admin.request('POST', 'theme', { settings: untitled, theme: edit.theme })).status).toBe(422);
    expect(await served()).toEqual(before);
    expect((await audit()).length).toBe(entries);
  });

  it('saves term tags with their dates and student field labels; refuses a blank tag, dates out of order or a bad field, storing nothing', async () => {
    const edit = await current();
    const terms = [{ value: 'Fall 2026', start_date: '2026-09-01', end_date: '2026-12-20' }, { value: 'Spring 2027', start_date: null, end_date: null }];
    const saved = await admin.request('POST', 'theme', { settings: { ...edit.settings, term_tags: terms, student_fields: { university: 'School' } }, theme: edit.theme });
    expect(saved.status).toBe(200);
    expect([(await served()).settings.term_tags, (await served()).settings.student_fields]).toEqual([terms, { university: 'School' }]);
    const entries = (await audit()).length;
    const refused = [
      { term_tags: [{ value: ' ', start_date: null, end_date: null }] },
      { term_tags: [{ value: 'Fall', start_date: '2026-12-01', end_date: '2026-09-01' }] },
      { term_tags: [{ value: 'Fall', start_date: '1 Sept', end_date: null }] },
      { student_fields: { 'University!': 'School' } },
      { student_fields: { university: ' ' } },
    ];
    for (const change of refused) {
      const answer = await admin.request('POST', 'theme', { settings: { ...edit.settings, ...change }, theme: edit.theme });
      expect([JSON.stringify(change), answer.status]).toEqual([JSON.stringify(change), 422]);
    }
    const blank = await admin.request('POST', 'theme', { settings: { ...edit.settings, term_tags: [{ value: '', start_date: null, end_date: null }] }, theme: edit.theme });
    expect(blank.body.fields).toEqual([{ field: 'settings.term_tags.0.value', message: 'A term tag is required.' }]);
    expect((await served()).settings.term_tags).toEqual(terms);
    expect((await audit()).length).toBe(entries);
  });

  it('needs an administrator (part 3 §6)', async () => {
    const edit = await current();
    const body = { settings: edit.settings, theme: { ...edit.theme, primary: '#000000' } };
    expect((await tk.client().request('POST', 'theme', body)).status).toBe(401);
    expect((await student.request('POST', 'theme', body)).status).toBe(403);
    expect((await student.request('GET', 'administration/theme')).status).toBe(403);
    expect((await served()).theme.primary).not.toBe('#000000');
  });
});
