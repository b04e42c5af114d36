import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import type { TestClient } from '@lms/sdk/testing';
import type { ApiProject } from '../../src/schemas/projectTypes.ts';
import { createProject, createProjectComponent, PDF, projectWorld, uploadOwn, type ProjectWorld } from './projectFixture.ts';

let world: ProjectWorld;
let courseId: string;
let componentId: string;
let outsider: TestClient;
/** Ada's project: shared, then submitted and graded. */
let adas: ApiProject;
/** Bob's project: a draft. */
let bobs: ApiProject;

const get = (client: TestClient, project: ApiProject, rest = '') => client.get(`projects/${courseId}/${project._id}${rest}`);

/** The speed grader's row (another room writes it through its calls); here straight into the plugin's table. */
async function gradeRow(project: ApiProject, grade: number) {
  await world.tk.kernel.knex('project_grades').insert({
    project_id: project._id,
    course_id: courseId,
    component_id: componentId,
    student_id: project.owned_by._id,
    version_id: project.current_version._id,
    grade,
    original_score: grade,
    max_score: 10,
    text_feedback: 'Well observed.',
    graded_at: new Date('2026-05-02T00:00:00.000Z'),
  });
  await world.tk.kernel.knex('project_projects').where({ id: project._id }).update({ status: 'graded' });
}

beforeAll(async () => {
  world = await projectWorld();
  courseId = world.course.courseId;
  outsider = await world.tk.loginAs(await world.tk.createUser('student'));
  componentId = await createProjectComponent(world, world.pages[0]!);
  adas = await createProject(world, world.adaClient, componentId, world.pages[0]!, 'Ada on cells');
  const pdf = await uploadOwn(world, world.adaClient, PDF, 'lab.pdf');
  let answer = await world.adaClient.post(`projects/${courseId}/${adas._id}/artifacts`, { type: 'text', title: 'Essay', content: '<p>Cells <b>divide</b>.</p>', revision: adas.revision });
  answer = await world.adaClient.post(`projects/${courseId}/${adas._id}/artifacts`, { type: 'pdf', title: 'Lab report', file: pdf, revision: answer.body.project.revision });
  answer = await world.adaClient.post(`projects/${courseId}/${adas._id}/artifacts`, { type: 'url', title: 'Source', url: 'https://example.org/cells', revision: answer.body.project.revision });
  adas = answer.body.project;
  bobs = await createProject(world, world.bobClient, componentId, world.pages[0]!, 'Bob on cells');
});

afterAll(async () => {
  await world?.tk.close();
});

describe('reading projects (part 2 §6)', () => {
  it("never shows a student another student's draft, nor anyone outside the course", async () => {
    expect((await get(world.bobClient, adas)).status).toBe(404);
    expect((await get(world.bobClient, adas, '/versions')).status).toBe(404);
    expect((await get(world.bobClient, adas, `/versions/${adas.current_version._id}`)).status).toBe(404);
    expect((await get(world.bobClient, adas, '/download')).status).toBe(404);
    expect((await get(world.bobClient, adas, '/download/zip')).status).toBe(404);
    expect((await get(outsider, adas)).status).toBe(403);
  });

  it('gives the owner myProjectView and professors previewView of a draft', async () => {
    expect((await get(world.adaClient, adas)).body).toMatchObject({ mode: 'myProjectView', grade: null, project: { _id: adas._id, status: 'draft' } });
    expect((await get(world.teacher, adas)).body.mode).toBe('previewView');
    expect((await get(world.helper, adas)).body.mode).toBe('previewView');
  });

  it('shows a shared project to classmates read-only (foreignProjectView): no writes, shared versions only', async () => {
    const shared = await world.adaClient.put(`projects/${courseId}/${adas._id}/versions/${adas.current_version._id}`, { is_shared: true, revision: adas.revision });
    adas = shared.body;
    const read = await get(world.bobClient, adas);
    expect(read.body).toMatchObject({ mode: 'foreignProjectView', grade: null, project: { status: 'shared', current_version: { artifacts: [{ title: 'Essay' }, { title: 'Lab report' }, { title: 'Source' }] } } });
    expect((await world.bobClient.put(`projects/${courseId}/${adas._id}`, { title: 'Mine now', revision: adas.revision })).body).toMatchObject({ errno: 'project-permission-denied', error: 'Permission denied.' });
    expect((await world.bobClient.put(`projects/${courseId}/${adas._id}/versions/${adas.current_version._id}`, { is_shared: false, revision: adas.revision })).status).toBe(403);
    expect((await world.bobClient.delete(`projects/${courseId}/${adas._id}?revision=${adas.revision}`)).status).toBe(403);
    expect((await get(world.bobClient, adas, '/versions')).body.map((version: { is_shared: boolean }) => version.is_shared)).toEqual([true]);
  });

  it("shows the grade to professors and to its owner, never to a classmate", async () => {
    const submitted = await world.adaClient.put(`projects/${courseId}/${adas._id}/versions/${adas.current_version._id}`, { is_submitted: true, course_id: courseId, revision: adas.revision });
    adas = submitted.body;
    await gradeRow(adas, 7.5);
    const own = await get(world.adaClient, adas);
    expect(own.body).toMatchObject({ mode: 'myProjectView', project: { status: 'graded', grade: 7.5 }, grade: { grade: 7.5, max_score: 10, text_feedback: 'Well observed.' } });
    expect((await get(world.teacher, adas)).body).toMatchObject({ project: { grade: 7.5 }, grade: { grade: 7.5 } });
    const classmate = await get(world.bobClient, adas);
    expect(classmate.body).toMatchObject({ mode: 'foreignProjectView', grade: null, project: { grade: null } });
    const lists = await world.bobClient.get(`projects/by-component/${courseId}/${componentId}`);
    expect(lists.body.shared).toEqual([expect.objectContaining({ _id: adas._id, grade: null })]);
  });
});

describe("the project's own uploads (GET .../files/{mediaId})", () => {
  it('serves them to the readers of the project, through the project: a classmate while it is shared', async () => {
    const pdf = (await get(world.adaClient, adas)).body.project.current_version.artifacts[1].file;
    expect(pdf.url).toBe(`/server/projects/${courseId}/${adas._id}/files/${pdf.id}`);
    for (const client of [world.adaClient, world.teacher, world.bobClient]) {
      const served = await client.download(pdf.url);
      expect(served.status).toBe(200);
      expect(served.bytes.equals(PDF)).toBe(true);
      expect(served.headers.get('content-type')).toBe('application/pdf');
    }
    expect((await outsider.download(pdf.url)).status).toBe(403);
    // A file the project does not name is not served through it.
    const other = await uploadOwn(world, world.bobClient, PDF, 'other.pdf');
    expect((await world.bobClient.download(`/server/projects/${courseId}/${adas._id}/files/${other}`)).status).toBe(404);
  });

  it('answers byte ranges so a classmate can seek (206, Content-Range; 416 outside the file)', async () => {
    const pdf = (await get(world.adaClient, adas)).body.project.current_version.artifacts[1].file;
    const whole = await world.bobClient.download(pdf.url);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const part = await world.bobClient.download(pdf.url, { range: 'bytes=10-19' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${PDF.length}`);
    expect(part.headers.get('content-length')).toBe('10');
    expect(part.headers.get('accept-ranges')).toBe('bytes');
    expect(part.bytes.equals(PDF.subarray(10, 20))).toBe(true);
    const tail = await world.bobClient.download(pdf.url, { range: 'bytes=-5' });
    expect(tail.status).toBe(206);
    expect(tail.bytes.equals(PDF.subarray(PDF.length - 5))).toBe(true);
    const outside = await world.bobClient.download(pdf.url, { range: `bytes=${PDF.length}-` });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${PDF.length}`);
    // The range is read only after the rights: an outsider still gets nothing.
    expect((await outsider.download(pdf.url, { range: 'bytes=0-9' })).status).toBe(403);
  });
});

describe('project lists on the component page', () => {
  it('gives a student their own project and the shared ones; no submitted or graded lists', async () => {
    const lists = await world.bobClient.get(`projects/by-component/${courseId}/${componentId}`);
    expect(lists.body).toMatchObject({ mine: { _id: bobs._id, status: 'draft', user: { label: 'Bob Hope' } }, submitted: [], graded: [] });
    expect(lists.body.shared.map((entry: { _id: string }) => entry._id)).toEqual([adas._id]);
    const mine = await world.adaClient.get(`projects/by-component/${courseId}/${componentId}`);
    expect(mine.body).toMatchObject({ mine: { _id: adas._id, grade: 7.5 }, shared: [] });
  });

  it('gives professors the submitted and graded lists with grades', async () => {
    const lists = await world.teacher.get(`projects/by-component/${courseId}/${componentId}`);
    expect(lists.body).toMatchObject({ mine: null, submitted: [], graded: [{ _id: adas._id, status: 'graded', grade: 7.5 }] });
  });

  it('lists the projects a student may comment on: their own and the shared ones', async () => {
    const modal = await world.bobClient.get(`projects/by-component/${courseId}/${componentId}/comments-modal`);
    expect(modal.body.map((entry: { _id: string }) => entry._id)).toEqual([bobs._id, adas._id]);
    const forAda = await world.adaClient.get(`projects/by-component/${courseId}/${componentId}/comments-modal`);
    expect(forAda.body.map((entry: { _id: string }) => entry._id)).toEqual([adas._id]);
  });
});

describe('download (a ZIP of the current version)', () => {
  it('answers the url of the archive, which holds the text as HTML, the files and the links', async () => {
    const answer = await get(world.bobClient, adas, '/download');
    expect(answer.body).toEqual({ url: `/server/projects/${courseId}/${adas._id}/download/zip` });
    const zip = await world.bobClient.download(answer.body.url);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toContain('Ada on cells.zip');
    const files = unzipSync(new Uint8Array(zip.bytes));
    expect(Object.keys(files)).toEqual(['01 Essay.html', '02 Lab report.pdf', 'links.txt']);
    expect(strFromU8(files['01 Essay.html']!)).toContain('<p>Cells <b>divide</b>.</p>');
    expect(Buffer.from(files['02 Lab report.pdf']!).equals(PDF)).toBe(true);
    expect(strFromU8(files['links.txt']!)).toBe('03 Source: https://example.org/cells\n');
  });
});
