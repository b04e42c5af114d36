import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiProject } from '../../src/schemas/projectTypes.ts';
import { createProject, createProjectComponent, PDF, PNG, projectWorld, uploadOwn, type ProjectWorld } from './projectFixture.ts';

let world: ProjectWorld;
let componentId: string;
let courseId: string;
let page: string;

beforeAll(async () => {
  world = await projectWorld();
  courseId = world.course.courseId;
  page = world.pages[0]!;
  componentId = await createProjectComponent(world, page);
});

afterAll(async () => {
  await world?.tk.close();
});

const path = (project: { _id: string }, rest = '') => `projects/${courseId}/${project._id}${rest}`;

describe('create (POST projects/{courseId})', () => {
  it("makes the student's project with its first version, once per student and component", async () => {
    const [, lessonId, pageId] = page.split('/');
    const body = { title: 'Cells', image: null, component_id: componentId, course_id: courseId, lesson_id: lessonId, page_id: pageId };
    const created = await world.bobClient.post(`projects/${courseId}`, body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: { created: true },
      project: { title: 'Cells', status: 'draft', locked: false, owned_by: { _id: world.bob.id }, user: { id: world.bob.id, label: 'Bob Hope' }, revision: 1, current_version: { index: 1, artifacts: [] } },
    });
    const again = await world.bobClient.post(`projects/${courseId}`, body);
    expect(again.status).toBe(409);
    expect(again.body.errno).toBe('project-exists');
  });

  it('is for students only, and refuses a course id other than the address', async () => {
    const [, lessonId, pageId] = page.split('/');
    const body = { title: 'Mine', image: null, component_id: componentId, course_id: courseId, lesson_id: lessonId, page_id: pageId };
    expect((await world.teacher.post(`projects/${courseId}`, body)).body).toMatchObject({ errno: 'access-denied', error: 'Permission denied.' });
    expect((await world.adaClient.post(`projects/${courseId}`, { ...body, course_id: 'f'.repeat(24) })).status).toBe(422);
    expect((await world.adaClient.post(`projects/${courseId}`, { ...body, component_id: 'f'.repeat(24) })).status).toBe(404);
  });
});

describe('title, cover and restore (PUT projects/{courseId}/{projectId})', () => {
  let project: ApiProject;

  beforeAll(async () => {
    project = await createProject(world, world.adaClient, componentId, page);
  });

  it('changes the title and refuses a write made on an older revision (409 project-changed)', async () => {
    const renamed = await world.adaClient.put(path(project), { title: 'Plant cells', revision: project.revision });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ title: 'Plant cells', revision: project.revision + 1 });
    const stale = await world.adaClient.put(path(project), { title: 'Animal cells', revision: project.revision });
    expect(stale.status).toBe(409);
    expect(stale.body.errno).toBe('project-changed');
    project = renamed.body;
  });

  it('sets the cover from an image of the library and removes it with null; a PDF is no cover', async () => {
    const pdf = await uploadOwn(world, world.adaClient, PDF, 'notes.pdf');
    expect((await world.adaClient.put(path(project), { image: pdf, revision: project.revision })).body).toMatchObject({ errno: 'validation-failed', error: 'File type not allowed.' });
    const png = await uploadOwn(world, world.adaClient, PNG, 'cover.png');
    const covered = await world.adaClient.put(path(project), { image: png, revision: project.revision });
    expect(covered.body.image).toMatchObject({ id: png });
    const bare = await world.adaClient.put(path(project), { image: null, revision: covered.body.revision });
    expect(bare.body.image).toBeNull();
    project = bare.body;
  });

  it("refuses another student's own upload as a cover", async () => {
    const bobs = await uploadOwn(world, world.bobClient, PNG, 'bob.png');
    const answer = await world.adaClient.put(path(project), { image: bobs, revision: project.revision });
    expect(answer.status).toBe(422);
    expect(answer.body.fields).toEqual([{ field: 'image', message: 'The file is not in this course’s library.' }]);
  });

  it('restores an older version as a new version with a copy of its artifacts', async () => {
    const added = await world.adaClient.post(path(project, '/artifacts'), { type: 'text', title: 'First', content: '<p>one</p>', revision: project.revision });
    const firstVersion = added.body.project.current_version._id;
    // Unsharing starts a new version holding a copy: change that one, then go back to the first.
    const shared = await world.adaClient.put(path(project, `/versions/${firstVersion}`), { is_shared: true, revision: added.body.project.revision });
    const unshared = await world.adaClient.put(path(project, `/versions/${firstVersion}`), { is_shared: false, revision: shared.body.revision });
    expect(unshared.body.current_version.index).toBe(2);
    const [copied] = unshared.body.current_version.artifacts;
    const removed = await world.adaClient.delete(`${path(project, `/artifacts/${copied._id}`)}?revision=${unshared.body.revision}`);
    expect(removed.body.current_version.artifacts).toEqual([]);
    const restored = await world.adaClient.put(path(project), { current_version: firstVersion, revision: removed.body.revision });
    expect(restored.status).toBe(200);
    expect(restored.body.current_version).toMatchObject({ index: 3, artifacts: [{ title: 'First', content: '<p>one</p>' }] });
    const versions = await world.adaClient.get(path(project, '/versions'));
    expect(versions.body.map((version: { index: number }) => version.index)).toEqual([3, 2, 1]);
    expect(versions.body[2]).toMatchObject({ is_shared: true, operations: [{ action: 'share' }], artifacts: [{ title: 'First' }] });
    const one = await world.adaClient.get(path(project, `/versions/${firstVersion}`));
    expect(one.body).toMatchObject({ index: 1, artifacts: [{ title: 'First' }] });
    project = restored.body;
  });
});

describe('artifacts (POST, PUT, DELETE .../artifacts)', () => {
  let project: ApiProject;

  beforeAll(async () => {
    const [, lessonId] = page.split('/');
    const second = await createProjectComponent(world, world.pages[1]!);
    const created = await world.adaClient.post(`projects/${courseId}`, { title: 'Items', image: null, component_id: second, course_id: courseId, lesson_id: lessonId, page_id: world.pages[1]!.split('/')[2] });
    project = created.body.project;
  });

  const add = async (body: Record<string, unknown>) => {
    const answer = await world.adaClient.post(path(project, '/artifacts'), { title: '', ...body, revision: project.revision });
    if (answer.status === 201) project = answer.body.project;
    return answer;
  };

  it('keeps a text artifact sanitised, and refuses an empty one', async () => {
    const answer = await add({ type: 'text', title: 'Essay', content: '<p onclick="x()">Hello <script>alert(1)</script><b>world</b></p>' });
    expect(answer.status).toBe(201);
    expect(answer.body.artifact).toMatchObject({ type: 'text', title: 'Essay', position: 0, file: null, url: null });
    expect(answer.body.artifact.content).not.toMatch(/script|onclick/);
    expect(answer.body.artifact.content).toContain('<b>world</b>');
    expect((await add({ type: 'text', content: '<p> </p>' })).body).toMatchObject({ errno: 'validation-failed', fields: [{ field: 'content', message: 'Write something for this item.' }] });
  });

  it('takes http(s) links only', async () => {
    expect((await add({ type: 'url', url: 'javascript:alert(1)' })).body.fields).toEqual([{ field: 'url', message: 'Enter a web address that starts with http:// or https://.' }]);
    expect((await add({ type: 'url', url: '' })).body.fields).toEqual([{ field: 'url', message: 'URL is required here' }]);
    const link = await add({ type: 'url', title: 'Source', url: 'https://example.org/cells' });
    expect(link.body.artifact).toMatchObject({ type: 'url', url: 'https://example.org/cells', position: 1 });
  });

  it('takes a library file of the course whose extension fits the type (part 2 §5 Accepted media)', async () => {
    const pdf = await uploadOwn(world, world.adaClient, PDF, 'report.pdf');
    expect((await add({ type: 'image', file: pdf })).body.fields).toEqual([{ field: 'file', message: 'File type not allowed.' }]);
    expect((await add({ type: 'video', file: pdf })).body.fields).toEqual([{ field: 'file', message: 'File type not allowed.' }]);
    expect((await add({ type: 'pdf' })).body.fields).toEqual([{ field: 'file', message: 'Choose a file for this item.' }]);
    expect((await add({ type: 'pdf', file: 'f'.repeat(24) })).body.fields).toEqual([{ field: 'file', message: 'The file is not in this course’s library.' }]);
    const added = await add({ type: 'pdf', title: 'Report', file: pdf });
    expect(added.status).toBe(201);
    expect(added.body.artifact).toMatchObject({ type: 'pdf', file: { id: pdf, mimetype: 'application/pdf', converting: false }, position: 2 });
    const course = await world.tk.libraryFile(courseId, { name: 'handout.docx' });
    expect((await add({ type: 'document', title: 'Handout', file: course.id })).body.artifact).toMatchObject({ type: 'document', file: { id: course.id }, position: 3 });
  });

  it('changes an artifact within its type and moves it', async () => {
    const [essay, link] = project.current_version.artifacts;
    const edited = await world.adaClient.put(path(project, `/artifacts/${link!._id}`), { url: 'ftp://example.org', revision: project.revision });
    expect(edited.status).toBe(422);
    const moved = await world.adaClient.put(path(project, `/artifacts/${essay!._id}`), { title: 'Essay, revised', position: 2, revision: project.revision });
    expect(moved.status).toBe(200);
    expect(moved.body.artifact).toMatchObject({ title: 'Essay, revised', position: 2 });
    expect(moved.body.project.current_version.artifacts.map((artifact: { title: string }) => artifact.title)).toEqual(['Source', 'Report', 'Essay, revised', 'Handout']);
    project = moved.body.project;
  });

  it('removes an artifact and closes the gap; an older revision is refused', async () => {
    const report = project.current_version.artifacts[1]!;
    const stale = await world.adaClient.delete(`${path(project, `/artifacts/${report._id}`)}?revision=${project.revision - 1}`);
    expect(stale.body.errno).toBe('project-changed');
    const removed = await world.adaClient.delete(`${path(project, `/artifacts/${report._id}`)}?revision=${project.revision}`);
    expect(removed.body.current_version.artifacts.map((artifact: { title: string; position: number }) => [artifact.title, artifact.position])).toEqual([
      ['Source', 0],
      ['Essay, revised', 1],
      ['Handout', 2],
    ]);
    project = removed.body;
  });

  it('deletes the own draft project', async () => {
    const stale = await world.adaClient.delete(`${path(project)}?revision=${project.revision - 1}`);
    expect(stale.status).toBe(409);
    expect((await world.bobClient.delete(`${path(project)}?revision=${project.revision}`)).status).toBe(404);
    expect((await world.adaClient.delete(`${path(project)}?revision=${project.revision}`)).status).toBe(204);
    expect((await world.adaClient.get(path(project))).status).toBe(404);
  });
});
