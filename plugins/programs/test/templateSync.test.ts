import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices } from '@lms/sdk';
import { courseCount, courseLessonIds } from '@lms/sdk/testing';
import { makeProgram, programsWorld, type ProgramsWorld } from './programsWorld.ts';

let world: ProgramsWorld;
let programId: string;
let templateId: string;
let sectionA: string;
let sectionB: string;
let cells: string;
let genes: string;

const lessonsOf = (courseId: string) => courseLessonIds(world.tk, courseId);
const titlesOf = async (courseId: string) => (await world.tk.kernel.resolve(coreServices.courses).contentTree(courseId)).map((lesson) => lesson.title);
const editLesson = async (courseId: string, lessonId: string, title: string) => {
  const saved = await world.coordinatorClient.put(`lessons/${courseId}/${lessonId}/`, { title });
  expect(saved.status).toBe(200);
};
const preview = async (client = world.coordinatorClient) => client.get(`program_sync/${programId}`);
const entriesOf = async (sectionId: string) => {
  const answer = await preview();
  expect(answer.status).toBe(200);
  return (answer.body.sections as { section_id: string; entries: { title: string; change: string; action: string; locked: boolean; details: unknown[] }[] }[]).find((s) => s.section_id === sectionId)!.entries;
};
const brief = (entries: { title: string; change: string; action: string }[]) => entries.map((e) => `${e.change} ${e.title}: ${e.action}`);

beforeAll(async () => {
  world = await programsWorld({ runJobs: false });
  programId = await makeProgram(world, 'Sync program');
  templateId = (await world.coordinatorClient.get(`program/${programId}`)).body.template.id;
  sectionA = (await world.coordinatorClient.post(`section/${programId}`, { title: 'Section A' })).body.section.id;
  sectionB = (await world.coordinatorClient.post(`section/${programId}`, { title: 'Section B' })).body.section.id;
  [cells, genes] = (await lessonsOf(templateId)) as [string, string];
}, 180_000);
afterAll(() => world?.tk.close());

describe('template sync', () => {
  it('shows nothing to apply while the sections share the template', async () => {
    expect(await entriesOf(sectionA)).toEqual([]);
    const items = (await preview()).body.items;
    expect(items.map((item: { title: string; locked: boolean }) => [item.title, item.locked])).toEqual([['Cells', false], ['Genes', false]]);
  });

  it("shows each section the template's changes item by item, keeps a section's own edit unless the item is locked, and writes nothing before applying", async () => {
    // The template: two lessons edited, one added (with a page).
    await editLesson(templateId, cells, 'Cells (template v2)');
    await editLesson(templateId, genes, 'Genes (template v2)');
    const proteins = await world.coordinatorClient.post(`lessons/${templateId}/new/`, { title: 'Proteins' });
    expect(proteins.status).toBe(201);
    expect((await world.coordinatorClient.post(`pages/${templateId}/${proteins.body.new_lesson._id}/new/`, { title: 'Folding' })).status).toBe(201);
    // Section A edits its own Cells and Genes.
    await editLesson(sectionA, cells, 'Cells (our own)');
    await editLesson(sectionA, genes, 'Genes (our own)');
    const beforeA = await lessonsOf(sectionA);
    const beforeB = await lessonsOf(sectionB);

    expect(brief(await entriesOf(sectionA))).toEqual(['changed Cells (template v2): kept', 'changed Genes (template v2): kept', 'added Proteins: apply']);
    expect(brief(await entriesOf(sectionB))).toEqual(['changed Cells (template v2): apply', 'changed Genes (template v2): apply', 'added Proteins: apply']);
    expect((await entriesOf(sectionB))[2]!.details).toEqual([{ kind: 'page', change: 'added', title: 'Folding' }]);

    // Locking Genes makes the template's version win over section A's own edit.
    const items = (await preview()).body.items as { item_id: string; title: string }[];
    const genesItem = items.find((item) => item.title === 'Genes (template v2)')!;
    const locked = await world.coordinatorClient.put(`program_sync_lock/${programId}`, { item_id: genesItem.item_id, locked: true });
    expect(locked.status).toBe(200);
    expect(locked.body.item).toMatchObject({ item_id: genesItem.item_id, locked: true });
    const withLock = await entriesOf(sectionA);
    expect(brief(withLock)).toEqual(['changed Cells (template v2): kept', 'changed Genes (template v2): apply', 'added Proteins: apply']);
    expect(withLock[1]!.locked).toBe(true);

    // Nothing was written by reading the diff.
    expect(await lessonsOf(sectionA)).toEqual(beforeA);
    expect(await lessonsOf(sectionB)).toEqual(beforeB);
  });

  it('applies the diff to one section as a job with progress, records the sync, and leaves the other section alone', async () => {
    const beforeB = await lessonsOf(sectionB);
    const started = await world.coordinatorClient.post(`program_sync/${sectionA}`);
    expect(started.status).toBe(200);
    expect(started.body.message).toBe('Sync started.');
    expect(started.body.job).toMatchObject({ kind: 'sync', status: 'queued', course_id: sectionA });
    await world.tk.drainJobs();
    const job = (await world.coordinatorClient.get(`program_job/${started.body.job.id}`)).body.job;
    expect(job).toMatchObject({ status: 'done', done: 2, total: 2, message: 'Sync applied: 2 items from the template, 1 own edit kept.' });

    expect(await titlesOf(sectionA)).toEqual(['Cells (our own)', 'Genes (template v2)', 'Proteins']);
    const template = await lessonsOf(templateId);
    expect((await lessonsOf(sectionA)).slice(1)).toEqual(template.slice(1));
    expect(await lessonsOf(sectionB)).toEqual(beforeB);
    expect(await entriesOf(sectionA)).toEqual([]);

    const history = await world.coordinatorClient.get(`program_sync_history/${programId}`);
    expect(history.status).toBe(200);
    expect(history.body.syncs).toHaveLength(1);
    expect(history.body.syncs[0]).toMatchObject({ section_id: sectionA, section_title: 'Section A', by: 'Paula Coord' });
    expect(brief(history.body.syncs[0].changes)).toEqual(['changed Cells (template v2): kept', 'changed Genes (template v2): apply', 'added Proteins: apply']);
  });

  it("keeps the section's own edit at later syncs too, and takes the template's removal of an item it did not edit", async () => {
    await editLesson(templateId, (await lessonsOf(templateId))[0]!, 'Cells (template v3)');
    const proteins = (await lessonsOf(templateId))[2]!;
    expect((await world.coordinatorClient.post(`remove/lessons/${templateId}/`, { ids: [proteins] })).status).toBe(200);
    expect(brief(await entriesOf(sectionA))).toEqual(['changed Cells (template v3): kept', 'removed Proteins: apply']);
    await world.coordinatorClient.post(`program_sync/${sectionA}`);
    await world.tk.drainJobs();
    expect(await titlesOf(sectionA)).toEqual(['Cells (our own)', 'Genes (template v2)']);
  });

  it("refuses another program's administrator and other users everything, storing nothing", async () => {
    const jobs = await world.tk.kernel.knex('programs_jobs').count({ n: '*' });
    expect((await preview(world.otherClient)).status).toBe(404);
    expect((await world.otherClient.post(`program_sync/${sectionB}`)).status).toBe(404);
    expect((await world.otherClient.post(`deep_clone/${sectionB}`)).status).toBe(404);
    expect((await world.otherClient.get(`program_sync_history/${programId}`)).status).toBe(404);
    const items = (await preview()).body.items as { item_id: string }[];
    expect((await world.otherClient.put(`program_sync_lock/${programId}`, { item_id: items[0]!.item_id, locked: true })).status).toBe(404);
    const job = (await world.tk.kernel.knex('programs_jobs').first('id')) as { id: string };
    expect((await world.otherClient.get(`program_job/${job.id}`)).status).toBe(404);
    expect((await world.instructorClient.get(`program_sync/${programId}`)).status).toBe(403);
    expect((await world.tk.kernel.knex('programs_jobs').count({ n: '*' }))[0]!.n).toEqual(jobs[0]!.n);
    expect((await preview()).body.items.every((item: { locked: boolean; title: string }) => item.locked === item.title.startsWith('Genes'))).toBe(true);
    // A site administrator runs every program.
    expect((await preview(world.adminClient)).status).toBe(200);
  });

  it('refuses a lock of an unknown item and a malformed body', async () => {
    expect((await world.coordinatorClient.put(`program_sync_lock/${programId}`, { item_id: 'f'.repeat(24), locked: true })).status).toBe(404);
    expect((await world.coordinatorClient.put(`program_sync_lock/${programId}`, { item_id: 'f'.repeat(24) })).status).toBe(422);
  });
});

describe('POST deep_clone/{id}', () => {
  it('clones a section into a new section of the program with its own copy of every lesson, as a job', async () => {
    const started = await world.coordinatorClient.post(`deep_clone/${sectionA}`);
    expect(started.status).toBe(200);
    expect(started.body.job).toMatchObject({ kind: 'deep_clone', status: 'queued' });
    await world.tk.drainJobs();
    const job = (await world.coordinatorClient.get(`program_job/${started.body.job.id}`)).body.job;
    expect(job).toMatchObject({ status: 'done', done: 1, total: 1 });
    const clone = job.result_course_id as string;
    expect(await titlesOf(clone)).toEqual(await titlesOf(sectionA));
    // Nothing shared: no lesson of the clone is the section's, the template's or the catalog's.
    const elsewhere = new Set([...(await lessonsOf(sectionA)), ...(await lessonsOf(templateId)), cells, genes]);
    expect((await lessonsOf(clone)).filter((id) => elsewhere.has(id))).toEqual([]);
    const sections = (await world.coordinatorClient.get(`program/${programId}`)).body.template.sections.map((s: { id: string }) => s.id);
    expect(sections).toContain(clone);
  });

  it("answers 'Deep Cloning failed.' when the clone cannot run (the program was locked meanwhile), creating nothing", async () => {
    const started = await world.coordinatorClient.post(`deep_clone/${sectionB}`);
    expect(started.status).toBe(200);
    const courses = await courseCount(world.tk);
    await world.tk.kernel.knex('programs_programs').where({ id: programId }).update({ locked: true });
    await world.tk.drainJobs();
    const job = (await world.coordinatorClient.get(`program_job/${started.body.job.id}`)).body.job;
    expect(job).toMatchObject({ status: 'failed', message: 'Deep Cloning failed.' });
    expect(await courseCount(world.tk)).toBe(courses);
    await world.tk.kernel.knex('programs_programs').where({ id: programId }).update({ locked: false });
  });

  it("reports a deep clone no run finished within the 5 minutes as failed with 'Deep Cloning failed.'", async () => {
    const started = await world.coordinatorClient.post(`deep_clone/${sectionB}`);
    world.tk.clock.advance(5 * 60 * 1000 + 1000);
    const job = (await world.coordinatorClient.get(`program_job/${started.body.job.id}`)).body.job;
    expect(job).toMatchObject({ status: 'failed', message: 'Deep Cloning failed.' });
    await world.tk.drainJobs();
    expect((await world.tk.kernel.knex('programs_jobs').where({ id: started.body.job.id }).first('status')).status).toBe('failed');
  });
});

describe('POST duplicate/{id}', () => {
  it("runs as a job: a duplicate keeps its source's own edits at the next sync (its baseline is the source's)", async () => {
    // A template change the section edited on its own too: the sync would keep the section's (or take the template's, if locked).
    await editLesson(templateId, (await lessonsOf(templateId))[0]!, 'Template edit before the duplicate');
    await editLesson(sectionA, (await lessonsOf(sectionA))[0]!, 'Section A edit before the duplicate');
    const pending = brief(await entriesOf(sectionA));
    expect(pending.length).toBeGreaterThan(0);
    const started = await world.coordinatorClient.post(`duplicate/${sectionA}`);
    expect(started.body.job).toMatchObject({ kind: 'duplicate', status: 'queued', done: 0 });
    await world.tk.drainJobs();
    const job = (await world.coordinatorClient.get(`program_job/${started.body.job.id}`)).body.job;
    expect(job).toMatchObject({ status: 'done', done: 1, total: 1, message: 'Section duplicated.' });
    const copy = job.result_course_id as string;
    expect(await lessonsOf(copy)).toEqual(await lessonsOf(sectionA));
    expect(brief(await entriesOf(copy))).toEqual(pending);
  });

  it("answers 'Deep Cloning failed.' when the duplicate cannot run (the program was locked meanwhile), creating nothing", async () => {
    const started = await world.coordinatorClient.post(`duplicate/${sectionB}`);
    const courses = await courseCount(world.tk);
    await world.tk.kernel.knex('programs_programs').where({ id: programId }).update({ locked: true });
    await world.tk.drainJobs();
    expect((await world.coordinatorClient.get(`program_job/${started.body.job.id}`)).body.job).toMatchObject({ status: 'failed', message: 'Deep Cloning failed.' });
    expect(await courseCount(world.tk)).toBe(courses);
    await world.tk.kernel.knex('programs_programs').where({ id: programId }).update({ locked: false });
  });

  it("is bounded by the 5 minutes: a duplicate no run finished in time has failed with 'Deep Cloning failed.', and its late run makes nothing", async () => {
    const started = await world.coordinatorClient.post(`duplicate/${sectionB}`);
    const courses = await courseCount(world.tk);
    world.tk.clock.advance(5 * 60 * 1000 + 1000);
    expect((await world.coordinatorClient.get(`program_job/${started.body.job.id}`)).body.job).toMatchObject({ status: 'failed', message: 'Deep Cloning failed.' });
    await world.tk.drainJobs();
    expect(await courseCount(world.tk)).toBe(courses);
    expect((await world.otherClient.post(`duplicate/${sectionB}`)).status).toBe(404);
  });
});
