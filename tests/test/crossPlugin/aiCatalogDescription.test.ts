import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices } from '@lms/sdk';
import { createTestKernel, type TestClient, type TestKernel } from '@lms/sdk/testing';
// The AI manager's kept description draft becomes the course's catalog description: the ai
// plugin writes it through coreServices.courseCatalog, which the adoptions plugin's `catalog`
// hooks keep, in the ai plugin's transaction.
import adoptionsPlugin from '../../../plugins/adoptions/src/server/index.ts';
import aiPlugin from '../../../plugins/ai/src/server/index.ts';

let tk: TestKernel;
let admin: TestClient;
let teacher: TestClient;
let listed: string;
let unlisted: string;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [adoptionsPlugin, aiPlugin] });
  const instructor = await tk.createUser('instructor');
  listed = (await tk.createCourse({ title: 'Cells', instructor })).courseId;
  unlisted = (await tk.createCourse({ title: 'Rocks', instructor })).courseId;
  admin = await tk.loginAs(await tk.createUser('site-admin'));
  teacher = await tk.loginAs(instructor);
  expect((await admin.post(`adoptions/catalog/${listed}`, { description: 'The old words.' })).status).toBe(201);
});

afterAll(() => tk?.close());

const catalogDescription = async (courseId: string) => ((await admin.get('adoptions/catalog')).body.courses as { _id: string; description: string }[]).find((course) => course._id === courseId)?.description;
const audit = (courseId: string, action: string) => tk.kernel.resolve(coreServices.auditLog).list({ subjectId: courseId, action, limit: 10 });

describe("the kept description draft made the course's catalog description (issue 27 item 6)", () => {
  it("shows the catalog's description, editable only by whoever may edit the catalog (site administrators)", async () => {
    expect((await teacher.get(`ai/description/${listed}`)).body.catalog).toEqual({ description: 'The old words.', editable: false });
    expect((await admin.get(`ai/description/${listed}`)).body.catalog).toEqual({ description: 'The old words.', editable: true });
    expect((await admin.get(`ai/description/${unlisted}`)).body.catalog).toBeNull();
  });

  it("refuses an instructor, and keeps neither the draft nor the catalog's words", async () => {
    const refused = await teacher.post(`ai/description/${listed}/catalog`, { description: 'Mine.' });
    expect([refused.status, refused.body.errno]).toEqual([403, 'access-denied']);
    expect((await teacher.get(`ai/description/${listed}`)).body.description).toBeNull();
    expect(await catalogDescription(listed)).toBe('The old words.');
  });

  it('refuses a course not in the catalog with its message, keeping no draft', async () => {
    const missing = await admin.post(`ai/description/${unlisted}/catalog`, { description: 'Rocks and minerals.' });
    expect([missing.status, missing.body.error]).toEqual([404, 'This course is not in the catalog.']);
    expect((await admin.get(`ai/description/${unlisted}`)).body.description).toBeNull();
  });

  it("writes the draft and the catalog's description together, each with its audit entry", async () => {
    const used = await admin.post(`ai/description/${listed}/catalog`, { description: '  Cells and how they make energy. ' });
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    expect(used.body).toMatchObject({ description: 'Cells and how they make energy.', catalog: { description: 'Cells and how they make energy.', editable: true } });
    expect(await catalogDescription(listed)).toBe('Cells and how they make energy.');
    expect((await teacher.get(`ai/description/${listed}`)).body).toMatchObject({ description: 'Cells and how they make energy.', catalog: { description: 'Cells and how they make energy.', editable: false } });
    expect((await audit(listed, 'ai.catalog_description')).map((entry) => [entry.before, entry.after])).toEqual([[{ description: 'The old words.' }, { description: 'Cells and how they make energy.' }]]);
    expect(await audit(listed, 'ai.description_draft')).toHaveLength(1);
  });
});
