import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Knex } from '@lms/sdk';
import { ledgerActivity, testDatabaseKind } from '@lms/sdk/testing';
import { PROJECT_COMPONENT_MESSAGES } from '../src/rules/projectComponentRules.ts';
import type { ApiRubric } from '../src/schemas/rubricTypes.ts';
import type { ProjectConfig } from '../src/schemas/projectConfig.ts';
import { criterionDraft } from './rubricDrafts.ts';
import { projectComponent, rubricBody, rubricsWorld, type RubricsWorld } from './rubricsFixture.ts';

/**
 * Issue 19: a rubric save pushes its new total to the project components
 * grading with it. A component attached to the rubric while the save is under
 * way must end with the rubric's final total (or its attach be refused), in
 * either order. The orders are forced by holding one transaction's BEGIN until
 * the other request has run to its end (PGlite serves one transaction at a time,
 * so nothing can run inside a held one).
 */

let world: RubricsWorld;
let courseId: string;

beforeAll(async () => {
  world = await rubricsWorld();
  courseId = world.course.courseId;
});

afterAll(() => world?.tk.close());

interface QueryObject {
  sql?: string;
}
type RunQuery = (this: unknown, connection: unknown, query: QueryObject) => Promise<unknown>;

/**
 * Holds the first query `hold` picks (seeing every query's SQL in order) until
 * `meanwhile` has finished, then lets it go. The pg dialect's `_query` (shared
 * by the pool's and the transactions' clients) is wrapped until `run` ends.
 * Answers what `run` answers and whether a query was held.
 */
async function holding<T>(knex: Knex, hold: (sql: string) => boolean, meanwhile: () => Promise<void>, run: () => Promise<T>): Promise<{ result: T; held: boolean }> {
  const dialect = Object.getPrototypeOf(knex.client) as { _query: RunQuery };
  const original = dialect._query;
  let held = false;
  dialect._query = async function (this: unknown, connection, query) {
    if (!held && hold(query.sql ?? '')) {
      held = true;
      await meanwhile();
    }
    return original.call(this, connection, query);
  };
  try {
    return { result: await run(), held };
  } finally {
    dialect._query = original;
  }
}

/** Picks the first BEGIN after a query matching `after` (the first BEGIN of all without). */
function beginAfter(after?: RegExp): (sql: string) => boolean {
  let seen = after === undefined;
  return (sql) => {
    if (seen && /^BEGIN/i.test(sql)) return true;
    if (after?.test(sql)) seen = true;
    return false;
  };
}

async function newRubric(title: string, points: number): Promise<ApiRubric> {
  const created = await world.teacher.post(`rubrics/${courseId}`, rubricBody(courseId, title, [criterionDraft(1, points)]));
  expect(created.status).toBe(201);
  return created.body.rubric;
}

/** The component's stored config, as its editor reads it. */
async function projectOf(componentId: string): Promise<ProjectConfig['project']> {
  const component = await world.teacher.get(`components/${courseId}/${componentId}/`);
  expect(component.status).toBe(200);
  return component.body.config.project;
}

/** The component's editor saving it graded with `rubric` at the total it read. */
async function attach(pageIndex: number, componentId: string, rubric: { _id: string; total_points: number }) {
  const { lessonId } = world.course.first;
  const pageId = world.course.lessons[0]!.pageIds[pageIndex]!;
  const component = await world.teacher.get(`components/${courseId}/${componentId}/`);
  const config: ProjectConfig = component.body.config;
  return world.teacher.put(`components/${courseId}/${lessonId}/${pageId}/${componentId}/`, {
    config: { ...config, project: { ...config.project, rubric: true, rubric_id: rubric._id, rubric_total_points: rubric.total_points } },
  });
}

const changeTotal = (rubric: ApiRubric, points: number, revision: number) =>
  world.teacher.put(`rubrics/${courseId}/${rubric._id}`, { ...rubricBody(courseId, rubric.title, [criterionDraft(1, points)]), revision });

it('a component attached after the save began (before its transaction) gets the new total', async () => {
  const rubric = await newRubric('Race: attach inside the save', 10);
  const other = await newRubric('Race: the one before', 7);
  const componentId = await projectComponent(world, 0, other);
  let attached: Awaited<ReturnType<typeof attach>> | undefined;
  const { result: saved, held } = await holding(
    world.tk.kernel.knex,
    beginAfter(),
    async () => {
      attached = await attach(0, componentId, rubric);
    },
    () => changeTotal(rubric, 14, 1),
  );
  expect(held).toBe(true);
  expect(attached?.status).toBe(200);
  expect(saved.status).toBe(200);
  expect(saved.body.rubric).toMatchObject({ total_points: 14, used_by: 1 });
  expect(await projectOf(componentId)).toMatchObject({ rubric_id: rubric._id, rubric_total_points: 14 });
  expect((await ledgerActivity(world.tk, componentId))?.maxScore).toBe(14);
});

it('an attach checked before a save and written after it is refused, storing nothing', async () => {
  const rubric = await newRubric('Race: save inside the attach', 10);
  const other = await newRubric('Race: the one kept', 7);
  const componentId = await projectComponent(world, 1, other);
  let saved: Awaited<ReturnType<typeof changeTotal>> | undefined;
  // The attach's reference check reads the rubric (total 10); its transaction waits until the save (total 14) is done.
  const { result: attached, held } = await holding(
    world.tk.kernel.knex,
    beginAfter(/project_rubrics/),
    async () => {
      saved = await changeTotal(rubric, 14, 1);
    },
    () => attach(1, componentId, rubric),
  );
  expect(held).toBe(true);
  expect(saved?.status).toBe(200);
  expect(saved?.body.rubric).toMatchObject({ total_points: 14, used_by: 0 });
  expect(attached.status).toBe(422);
  expect(attached.body.fields).toEqual([{ field: 'config/project/rubric_total_points', message: PROJECT_COMPONENT_MESSAGES.rubricPoints }]);
  expect(await projectOf(componentId)).toMatchObject({ rubric_id: other._id, rubric_total_points: 7 });
  expect((await ledgerActivity(world.tk, componentId))?.maxScore).toBe(7);
  // Read again, the rubric attaches at its new total.
  expect((await attach(1, componentId, { _id: rubric._id, total_points: 14 })).status).toBe(200);
  expect(await projectOf(componentId)).toMatchObject({ rubric_id: rubric._id, rubric_total_points: 14 });
});

// On PostgreSQL transactions run side by side: an attach reaching the rubric while a save holds it waits for the save.
it.skipIf(testDatabaseKind() !== 'postgres')('an attach waits for a save in progress on the rubric, then is refused with the new total', async () => {
  const knex = world.tk.kernel.knex;
  const rubric = await newRubric('Race: attach during the save', 10);
  const other = await newRubric('Race: the one left', 7);
  const componentId = await projectComponent(world, 2, other);
  let attaching: ReturnType<typeof attach> | undefined;
  // The save has locked the rubric's row (for update) and is about to write it: the attach starts and must wait.
  const { result: saved, held } = await holding(
    knex,
    (sql) => /^update "project_rubrics"/i.test(sql),
    async () => {
      attaching = attach(2, componentId, rubric);
      const deadline = Date.now() + 10_000;
      for (;;) {
        const waiting = await knex.raw("select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query ilike '%project_rubrics%for share%'");
        if (waiting.rows[0].n > 0) break;
        if (Date.now() > deadline) throw new Error('The attach never waited for the rubric save');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    () => changeTotal(rubric, 14, 1),
  );
  expect(held).toBe(true);
  expect(saved.status).toBe(200);
  const attached = await attaching!;
  expect(attached.status).toBe(422);
  expect(attached.body.fields).toEqual([{ field: 'config/project/rubric_total_points', message: PROJECT_COMPONENT_MESSAGES.rubricPoints }]);
  expect(await projectOf(componentId)).toMatchObject({ rubric_id: other._id, rubric_total_points: 7 });
});
