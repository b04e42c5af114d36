import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerActivity, ledgerAttempts } from '@lms/sdk/testing';
import { RUBRIC_MESSAGES } from '../src/rules/rubricMessages.ts';
import { rubricProblems } from '../src/rules/rubricRules.ts';
import { seedDemoRubric } from '../src/server/rubrics/demoRubric.ts';
import type { ApiRubric } from '../src/schemas/rubricTypes.ts';
import { criterionDraft } from './rubricDrafts.ts';
import { gradedProject, projectComponent, rubricBody, rubricsWorld, type RubricsWorld } from './rubricsFixture.ts';

let world: RubricsWorld;
let courseId: string;

beforeAll(async () => {
  world = await rubricsWorld();
  courseId = world.course.courseId;
});

afterAll(() => world?.tk.close());

async function create(title: string, client = world.teacher, criteria = [criterionDraft(1, 10, [10, 6, 0]), criterionDraft(2, 5, [5, 0])]): Promise<ApiRubric> {
  const created = await client.post(`rubrics/${courseId}`, rubricBody(courseId, title, criteria));
  expect(created.status).toBe(201);
  return created.body.rubric;
}

/** What a component's config says the rubric's total is, and its ledger activity's max score. */
async function gradedWith(componentId: string): Promise<{ rubric_total_points: number | null | undefined; max_score: number | null | undefined }> {
  const component = await world.teacher.get(`components/${courseId}/${componentId}/`);
  expect(component.status).toBe(200);
  return { rubric_total_points: component.body.config.project.rubric_total_points, max_score: (await ledgerActivity(world.tk, componentId))?.maxScore };
}

const titles = (rubrics: ApiRubric[]) => rubrics.map((rubric) => rubric.title);

describe('POST rubrics/{courseId}', () => {
  it('creates a rubric owned by the caller and answers status.created', async () => {
    const created = await world.teacher.post(`rubrics/${courseId}`, rubricBody(courseId, 'Essay', [criterionDraft(1, 10)]));
    expect(created.status).toBe(201);
    expect(created.body.status).toEqual({ created: true });
    expect(created.body.rubric).toMatchObject({ title: 'Essay', total_points: 10, archived: false, owned_by: world.teacherUser.id, owner_name: 'Tess Teacher', course_id: courseId, revision: 1, used_by: 0, graded: 0 });
    expect(created.body.rubric.criteria).toEqual([criterionDraft(1, 10)]);
  });

  it("refuses criteria points of 0 with the spec's message, and a total that is not the sum, storing nothing", async () => {
    const before = (await world.teacher.get(`rubrics/${courseId}`)).body.length;
    const zero = await world.teacher.post(`rubrics/${courseId}`, rubricBody(courseId, 'Zero', [criterionDraft(1, 0, [0])]));
    expect(zero.status).toBe(422);
    expect(zero.status).toBe(422);
    expect(zero.body.fields).toContainEqual({ field: 'criteria/0/max_points', message: 'The criteria points can not be equal to 0' });
    const total = await world.teacher.post(`rubrics/${courseId}`, { ...rubricBody(courseId, 'Sum', [criterionDraft(1, 10)]), total_points: 0 });
    expect(total.body.fields).toEqual([{ field: 'total_points', message: RUBRIC_MESSAGES.totalPointsZero }]);
    const elsewhere = await world.teacher.post(`rubrics/${courseId}`, rubricBody(world.plainCourseId, 'Elsewhere', [criterionDraft(1, 10)]));
    expect(elsewhere.status).toBe(422);
    expect((await world.teacher.post(`rubrics/${courseId}`, { ...rubricBody(courseId, 'Extra', [criterionDraft(1, 10)]), extra: 1 })).status).toBe(422);
    expect((await world.teacher.get(`rubrics/${courseId}`)).body.length).toBe(before);
  });
});

describe('who may use the rubric calls', () => {
  it('never a student, an outsider or an assistant without manager rights', async () => {
    const rubric = await create('Private');
    const path = `rubrics/${courseId}/${rubric._id}`;
    for (const client of [world.ada, world.outsider]) {
      expect((await client.get(`rubrics/${courseId}`)).status).toBe(403);
      expect((await client.get(path)).status).toBe(403);
      expect((await client.post(`rubrics/${courseId}`, rubricBody(courseId, 'Mine', [criterionDraft(1, 4)]))).status).toBe(403);
      expect((await client.put(path, { ...rubricBody(courseId, 'Taken', rubric.criteria), revision: 1 })).status).toBe(403);
      expect((await client.put(`${path}/archive`, { revision: 1 })).status).toBe(403);
      expect((await client.put(`${path}/unarchive`, { revision: 1 })).status).toBe(403);
      expect((await client.post(`${path}/rescore-preview`, { criteria: rubric.criteria })).status).toBe(403);
    }
    expect((await world.plainAssistant.get(`rubrics/${world.plainCourseId}`)).status).toBe(403);
    expect((await world.tk.client().get(`rubrics/${courseId}`)).status).toBe(401);
    expect((await world.teacher.get(path)).body.title).toBe('Private');
  });

  it("lets another professor read a rubric but not change it (rubric-not-owner: they save a copy)", async () => {
    const rubric = await create('Shared');
    const path = `rubrics/${courseId}/${rubric._id}`;
    expect((await world.assistant.get(path)).status).toBe(200);
    const change = await world.assistant.put(path, { ...rubricBody(courseId, 'Hijacked', rubric.criteria), revision: 1 });
    expect(change.status).toBe(403);
    expect(change.body.errno).toBe('rubric-not-owner');
    expect((await world.assistant.put(`${path}/archive`, { revision: 1 })).body.errno).toBe('rubric-not-owner');
    expect((await world.assistant.post(`${path}/rescore-preview`, { criteria: rubric.criteria })).body.errno).toBe('rubric-not-owner');
    const copy = await world.assistant.post(`rubrics/${courseId}`, rubricBody(courseId, 'Shared (mine)', rubric.criteria));
    expect(copy.body.rubric.owned_by).toBe(world.assistantUser.id);
    expect((await world.teacher.get(path)).body.title).toBe('Shared');
  });

  it('answers 404 for a rubric of another course', async () => {
    const rubric = await create('Here');
    expect((await world.outsider.get(`rubrics/${world.plainCourseId}/${rubric._id}`)).status).toBe(404);
  });
});

describe('GET rubrics/{courseId}', () => {
  it("filters by title (any case), lists the caller's own first and hides archived ones unless asked", async () => {
    const mine = await create('Lab report ZX');
    await create('Another lab report zx', world.assistant);
    const listed = await world.teacher.get(`rubrics/${courseId}?search=REPORT%20zx`);
    expect(titles(listed.body)).toEqual(['Lab report ZX', 'Another lab report zx']);
    expect(titles((await world.assistant.get(`rubrics/${courseId}?search=report zx`)).body)).toEqual(['Another lab report zx', 'Lab report ZX']);

    const archived = await world.teacher.put(`rubrics/${courseId}/${mine._id}/archive`, { revision: 1 });
    expect(archived.body).toMatchObject({ archived: true, revision: 2 });
    expect(titles((await world.teacher.get(`rubrics/${courseId}?search=report zx`)).body)).toEqual(['Another lab report zx']);
    expect(titles((await world.teacher.get(`rubrics/${courseId}?search=report zx&archived=true`)).body)).toEqual(['Lab report ZX', 'Another lab report zx']);
    expect((await world.teacher.put(`rubrics/${courseId}/${mine._id}/unarchive`, { revision: 1 })).body.errno).toBe('rubric-changed');
    expect((await world.teacher.put(`rubrics/${courseId}/${mine._id}/unarchive`, { revision: 2 })).body.archived).toBe(false);
    expect((await world.teacher.get(`rubrics/${courseId}?archived=maybe`)).status).toBe(422);
  });
});

describe('PUT rubrics/{courseId}/{rubricId}', () => {
  it('changes an unused rubric at once and refuses an older revision (rubric-changed)', async () => {
    const rubric = await create('Unused');
    const path = `rubrics/${courseId}/${rubric._id}`;
    const changed = await world.teacher.put(path, { ...rubricBody(courseId, 'Unused, renamed', [criterionDraft(3, 8)]), revision: 1 });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ rescored: 0, rubric: { title: 'Unused, renamed', total_points: 8, revision: 2 } });
    const elsewhere = await world.teacher.put(path, { ...rubricBody(world.plainCourseId, 'Elsewhere', [criterionDraft(3, 8)]), revision: 2 });
    expect(elsewhere.body.fields).toEqual([{ field: 'course_id', message: 'The course id must be the course of the address.' }]);
    const stale = await world.teacher.put(path, { ...rubricBody(courseId, 'Stale', [criterionDraft(3, 8)]), revision: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.errno).toBe('rubric-changed');
    const zero = await world.teacher.put(path, { ...rubricBody(courseId, 'Zero', [criterionDraft(3, 0, [0])]), revision: 2 });
    expect(zero.body.fields).toContainEqual({ field: 'criteria/0/max_points', message: RUBRIC_MESSAGES.criteriaPointsZero });
    expect((await world.teacher.get(path)).body.title).toBe('Unused, renamed');
  });
});

describe('a rubric one project component grades with, before any grade', () => {
  it('changes without asking, and counts the component', async () => {
    const rubric = await create('One project');
    const pageIndex = 2;
    const componentId = await projectComponent(world, pageIndex, rubric);
    const path = `rubrics/${courseId}/${rubric._id}`;
    expect((await world.teacher.get(path)).body).toMatchObject({ used_by: 1, graded: 0 });
    const changed = await world.teacher.put(path, { ...rubricBody(courseId, 'One project', [criterionDraft(5, 3)]), revision: 1 });
    expect(changed.status).toBe(200);
    expect(changed.body.rubric).toMatchObject({ total_points: 3, revision: 2 });
    expect(await gradedWith(componentId)).toEqual({ rubric_total_points: 3, max_score: 3 });
  });
});

describe('changing a rubric in use', () => {
  let rubric: ApiRubric;
  let components: string[];
  let adaProject: string;
  const [one, two] = [criterionDraft(1, 10, [10, 6, 0]), criterionDraft(2, 5, [5, 0])];
  // Criterion 1 is worth 20 now (its ratings 20, 12, 0); criterion 2 is gone; criterion 4 is new.
  const changedOne = { ...one, max_points: 20, ratings: one.ratings.map((rating, index) => ({ ...rating, points: [20, 12, 0][index]! })) };
  const changed = [changedOne, criterionDraft(4, 4)];

  beforeAll(async () => {
    rubric = await create('In use', world.teacher, [one, two]);
    components = [await projectComponent(world, 0, rubric), await projectComponent(world, 1, rubric)];
    adaProject = await gradedProject(world, components[0]!, world.adaUser, { rubricId: rubric._id, criteria: { [one._id]: 6, [two._id]: 5 }, grade: 11, original_score: 11, max_score: 15 });
    await gradedProject(world, components[1]!, world.bobUser, {
      rubricId: rubric._id,
      criteria: { [one._id]: 10, [two._id]: 0 },
      grade: 5,
      original_score: 10,
      max_score: 15,
      apply_policy: true,
    });
  });

  const path = () => `rubrics/${courseId}/${rubric._id}`;
  const grades = () => world.tk.kernel.knex('project_grades').where({ rubric_id: rubric._id }).orderBy('grade');

  it('counts the components and grades using it', async () => {
    expect((await world.teacher.get(path())).body).toMatchObject({ used_by: 2, graded: 2 });
  });

  it('asks first: 409 rubric-in-use naming how many components and grades', async () => {
    const asked = await world.teacher.put(path(), { ...rubricBody(courseId, 'In use', changed), revision: 1 });
    expect(asked.status).toBe(409);
    expect(asked.body).toMatchObject({ errno: 'rubric-in-use', components: 2, grades: 2 });
    expect((await world.teacher.get(path())).body.revision).toBe(1);
  });

  it("previews each graded student's old and new score, writing nothing", async () => {
    const preview = await world.teacher.post(`${path()}/rescore-preview`, { criteria: changed });
    expect(preview.status).toBe(200);
    expect(preview.body.components).toBe(2);
    expect(preview.body.grades.map((row: { name: string; old_grade: number; new_grade: number; new_max_score: number }) => [row.name, row.old_grade, row.new_grade, row.new_max_score])).toEqual([
      ['Hope, Bob', 5, 10, 24],
      ['Lovelace, Ada', 11, 12, 24],
    ]);
    expect((await grades()).map((row) => Number(row.grade))).toEqual([5, 11]);
  });

  it('keeps grades as given when confirmed without re-scoring', async () => {
    const kept = await world.teacher.put(path(), { ...rubricBody(courseId, 'In use (kept)', [one, two]), revision: 1, confirm: true });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ rescored: 0, rubric: { revision: 2, title: 'In use (kept)' } });
    expect((await grades()).map((row) => Number(row.grade))).toEqual([5, 11]);
    for (const componentId of components) expect(await gradedWith(componentId)).toEqual({ rubric_total_points: 15, max_score: 15 });
  });

  it('re-scores grades and their ledger scores in one transaction when asked', async () => {
    const rescored = await world.teacher.put(path(), { ...rubricBody(courseId, 'In use', changed), revision: 2, confirm: true, rescore: true });
    expect(rescored.status).toBe(200);
    expect(rescored.body).toMatchObject({ rescored: 2, rubric: { total_points: 24, revision: 3 } });
    const rows = await grades();
    expect(rows.map((row) => [Number(row.grade), Number(row.original_score), Number(row.max_score), row.criteria, row.revision])).toEqual([
      [10, 20, 24, { [changedOne._id]: 20, [changed[1]!._id]: 0 }, 2],
      [12, 12, 24, { [changedOne._id]: 12, [changed[1]!._id]: 0 }, 2],
    ]);
    expect(rows.find((row) => row.project_id === adaProject)?.student_id).toBe(world.adaUser.id);
    const [adaAttempt] = await ledgerAttempts(world.tk, components[0]!, world.adaUser.id);
    expect(adaAttempt).toMatchObject({ score: 12, submission: { grade: 12 } });
    const [bobAttempt] = await ledgerAttempts(world.tk, components[1]!, world.bobUser.id);
    expect(bobAttempt?.score).toBe(10);
    // Both components grade out of the new total: their config and their ledger activity.
    for (const componentId of components) expect(await gradedWith(componentId)).toEqual({ rubric_total_points: 24, max_score: 24 });
  });
});

describe('a re-score that fails part way', () => {
  it('leaves the rubric, every grade and the ledger as they were (one transaction)', async () => {
    const criterion = criterionDraft(6, 10, [10, 5, 0]);
    const rubric = await create('Atomic', world.teacher, [criterion]);
    const componentId = await projectComponent(world, 3, rubric);
    const given = { rubricId: rubric._id, criteria: { [criterion._id]: 5 }, grade: 5, original_score: 5, max_score: 10 };
    await gradedProject(world, componentId, world.adaUser, given);
    const bobProject = await gradedProject(world, componentId, world.bobUser, given);
    // Bob's row cannot take another revision: whichever grade comes second, the write fails after others succeeded.
    await world.tk.kernel.knex('project_grades').where({ project_id: bobProject }).update({ revision: 2147483647 });
    const doubled = { ...criterion, max_points: 20, ratings: criterion.ratings.map((rating) => ({ ...rating, points: rating.points * 2 })) };
    const failed = await world.teacher.put(`rubrics/${courseId}/${rubric._id}`, { ...rubricBody(courseId, 'Atomic', [doubled]), revision: 1, confirm: true, rescore: true });
    expect(failed.status).toBe(500);
    expect((await world.teacher.get(`rubrics/${courseId}/${rubric._id}`)).body).toMatchObject({ revision: 1, total_points: 10 });
    const rows = await world.tk.kernel.knex('project_grades').where({ rubric_id: rubric._id });
    expect(rows.map((row) => Number(row.grade))).toEqual([5, 5]);
    for (const student of [world.adaUser, world.bobUser]) expect((await ledgerAttempts(world.tk, componentId, student.id))[0]?.score).toBe(5);
    expect(await gradedWith(componentId)).toEqual({ rubric_total_points: 10, max_score: 10 });
  });
});

describe('seedDemoRubric', () => {
  it('makes the "Portfolio rubric" with 3 criteria once, owned by the instructor, and keeps it on the next start', async () => {
    let next = 0;
    const ids = { newId: () => `de${(next++).toString(16).padStart(22, '0')}` };
    const first = await seedDemoRubric(world.tk.kernel.knex, ids, world.tk.clock, courseId, world.teacherUser.id);
    expect(await seedDemoRubric(world.tk.kernel.knex, ids, world.tk.clock, courseId, world.teacherUser.id)).toBe(first);
    const rubric = (await world.teacher.get(`rubrics/${courseId}/${first}`)).body as ApiRubric;
    expect(rubric).toMatchObject({ title: 'Portfolio rubric', total_points: 100, owned_by: world.teacherUser.id });
    expect(rubric.criteria.map((criterion) => criterion.title)).toEqual(['Content', 'Presentation', 'Reflection']);
    expect(rubricProblems(rubric)).toEqual([]);
    expect((await world.teacher.get(`rubrics/${courseId}?search=portfolio`)).body).toHaveLength(1);
  });
});
