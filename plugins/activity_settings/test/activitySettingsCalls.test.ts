import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices, type GradeLedger } from '@lms/sdk';
import { updateCourse } from '@lms/sdk/testing';
import type { ActivityRow } from '../src/calls/activitySettingsCalls.ts';
import { SETTINGS_MESSAGES } from '../src/server/settingsMessages.ts';
import { addTask, ORDER_MESSAGE, settingsWorld, type SettingsWorld } from './settingsWorld.ts';

let world: SettingsWorld;
let ledger: GradeLedger;
let countingId: string;
let addingId: string;
let circlesId: string;

const DUE = '2030-03-01T12:00:00.000Z';
const CLOSE = '2030-03-08T12:00:00.000Z';
const HOUR_LATE = '2030-03-01T13:00:00.000Z';
const TEN_A_DAY = { penalty: 10, per: 86400, max: 50 };

beforeAll(async () => {
  world = await settingsWorld();
  ledger = world.tk.kernel.resolveFor('activity-settings', coreServices.grading);
  countingId = await addTask(world, world.pages[0]!, 'Counting task');
  addingId = await addTask(world, world.pages[1]!, 'Adding quiz', { due_date: DUE, close_date: CLOSE });
  circlesId = await addTask(world, world.pages[2]!, 'Circles task');
});

afterAll(() => world?.tk.close());

const path = () => `stats/activities/${world.course.courseId}`;

async function rows(filter = ''): Promise<ActivityRow[]> {
  const listed = await world.teacher.get(`${path()}?filter=${encodeURIComponent(filter)}`);
  expect(listed.status).toBe(200);
  return listed.body.activities as ActivityRow[];
}

async function rowOf(componentId: string): Promise<ActivityRow> {
  const row = (await rows()).find((r) => r.component_id === componentId);
  if (!row) throw new Error(`no row for ${componentId}`);
  return row;
}

describe('GET stats/activities', () => {
  it('lists every activity in gradebook order with the fields its type edits and their values', async () => {
    const listed = await world.teacher.get(path());
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ total: 3, page: 1, page_size: 1000, rollups: [], course: { mock: false, section_template_warning: false } });
    expect(listed.body.lessons.map((l: { title: string }) => l.title)).toEqual(['Numbers', 'Shapes']);
    const [counting, adding] = listed.body.activities as ActivityRow[];
    expect(counting).toMatchObject({ report_title: 'Counting task', type: 'task', lessonName: 'Numbers', max_score: 10 });
    expect(counting!.fields).toEqual(['due_date', 'close_date', 'time_limit', 'policy', 'rollup_id', 'suppress_until_available']);
    expect(counting!.link).toBe(`/${world.pages[0]}`);
    expect(adding!.values).toMatchObject({ due_date: DUE, close_date: CLOSE, time_limit: 0, policy: null, scramble: null, suppress_until_available: false });
  });

  it('filters over title, lesson and type with quoted phrases', async () => {
    expect((await rows('"adding quiz"')).map((r) => r.report_title)).toEqual(['Adding quiz']);
    expect((await rows('shapes task')).map((r) => r.report_title)).toEqual(['Circles task']);
    expect((await rows('"quiz adding"')).length).toBe(0);
  });

  it('refuses a filter with an odd number of quotes', async () => {
    const refused = await world.teacher.get(`${path()}?filter=${encodeURIComponent('"adding')}`);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('Quotes must come in pairs: close the quoted phrase.');
  });

  it('warns for a section made from a section template and tells a mock course', async () => {
    await updateCourse(world.tk, world.course.courseId, { settings: { use_section_template: true, section_type: 'section', mock: true } });
    const listed = await world.teacher.get(path());
    expect(listed.body.course).toMatchObject({ mock: true, section_template_warning: true });
    await updateCourse(world.tk, world.course.courseId, { settings: { use_section_template: false, section_type: null, mock: false } });
  });
});

describe('rights', () => {
  const calls = () => [
    () => world.learner.get(path()),
    () => world.learner.put(path(), { who: [countingId], what: ['time_limit'], which: { time_limit: 900 } }),
    () => world.learner.put(`stats/save_defaults/${world.course.courseId}`, { global_time: '08:00', policy: null, resume_max_attempts: null, submission_attempt_override: null }),
    () => world.learner.get(`assessment/resume/${world.course.courseId}`),
  ];

  it('refuses students every call', async () => {
    for (const call of calls()) expect((await call()).status).toBe(403);
  });

  it('lets an assistant with manager rights in, and refuses one without', async () => {
    expect((await world.manager.get(path())).status).toBe(200);
    await updateCourse(world.tk, world.course.courseId, { settings: { assistants_no_mgr_rights: true } });
    try {
      expect((await world.manager.get(path())).status).toBe(403);
      expect((await world.manager.put(path(), { changes: [{ id: (await rowOf(countingId)).id, time_limit: 900 }] })).status).toBe(403);
      expect((await world.manager.get(`assessment/resume/${world.course.courseId}`)).status).toBe(403);
      const defaults = { global_time: '08:00', policy: null, resume_max_attempts: null, submission_attempt_override: null };
      expect((await world.manager.put(`stats/save_defaults/${world.course.courseId}`, defaults)).status).toBe(403);
    } finally {
      await updateCourse(world.tk, world.course.courseId, { settings: { assistants_no_mgr_rights: false } });
    }
  });
});

describe('PUT stats/activities', () => {
  it("gives the bulk edit's messages", async () => {
    const id = (await rowOf(countingId)).id;
    const cases: [unknown, string][] = [
      [{ who: [id], what: [], which: {} }, SETTINGS_MESSAGES.noFields],
      [{ who: [], what: ['time_limit'], which: { time_limit: 900 } }, SETTINGS_MESSAGES.noRows],
      [{ changes: [] }, SETTINGS_MESSAGES.noRows],
      [{ who: [id], what: ['time_limit'], which: { time_limit: 0 } }, SETTINGS_MESSAGES.noChanges],
      [{ who: [id], what: ['time_limit'], which: {} }, SETTINGS_MESSAGES.noValue('time_limit')],
      [{ changes: [{ id, time_limit: 900 }], who: [id] }, SETTINGS_MESSAGES.oneForm],
    ];
    for (const [body, message] of cases) {
      const refused = await world.teacher.put(path(), body);
      expect(refused.status).toBe(422);
      expect(refused.body.error).toBe(message);
    }
  });

  it("refuses to save a mock course's settings", async () => {
    await updateCourse(world.tk, world.course.courseId, { settings: { mock: true } });
    try {
      const refused = await world.teacher.put(path(), { changes: [{ id: (await rowOf(countingId)).id, time_limit: 900 }] });
      expect(refused.status).toBe(422);
      expect(refused.body.error).toBe('You cannot save mock data.');
    } finally {
      await updateCourse(world.tk, world.course.courseId, { settings: { mock: false } });
    }
  });

  it("refuses a field the row's type does not have, naming it", async () => {
    const refused = await world.teacher.put(path(), { changes: [{ id: (await rowOf(countingId)).id, scramble: true }] });
    expect(refused.status).toBe(422);
    expect(refused.body.fields).toEqual([{ field: 'changes/0/scramble', message: 'Counting task has no scramble setting.' }]);
  });

  it('sets several rows with who/what/which', async () => {
    const ids = [(await rowOf(countingId)).id, (await rowOf(circlesId)).id];
    const saved = await world.teacher.put(path(), { who: ids, what: ['time_limit', 'due_date'], which: { time_limit: 1800, due_date: DUE } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ status: 'OK', updated: 2 });
    expect((await rowOf(circlesId)).values).toMatchObject({ time_limit: 1800, due_date: DUE });
  });

  it("stores nothing when one row breaks its type's rule, with the type's message on that row's field", async () => {
    const counting = await rowOf(countingId);
    const adding = await rowOf(addingId);
    const refused = await world.teacher.put(path(), {
      changes: [
        { id: counting.id, time_limit: 2700 },
        { id: adding.id, due_date: '2030-04-01T12:00:00.000Z' },
      ],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.fields).toEqual([{ field: 'changes/1/due_date', message: ORDER_MESSAGE }]);
    expect((await rowOf(countingId)).values.time_limit).toBe(1800);
  });

  it('re-applies a late policy set afterwards to a late attempt already recorded', async () => {
    const adding = await rowOf(addingId);
    const attempt = await ledger.recordSubmission({ activityId: adding.activity_id, userId: world.student.id, submission: { at: HOUR_LATE } });
    expect(Number(attempt.score)).toBe(10);
    const saved = await world.teacher.put(path(), { changes: [{ id: adding.id, policy: TEN_A_DAY }] });
    expect(saved.body).toEqual({ status: 'OK', updated: 1, rescored: 1 });
    const [rescored] = await ledger.attempts(adding.activity_id, world.student.id);
    expect(Number(rescored!.score)).toBe(9);
  });

  it('re-applies the late policy to attempts already submitted when a save moves the due date, both ways', async () => {
    // Follows the test above: the attempt an hour after DUE counts 9 under 10% a day.
    const adding = await rowOf(addingId);
    const later = await world.teacher.put(path(), { who: [adding.id], what: ['due_date'], which: { due_date: '2030-03-02T12:00:00.000Z' } });
    expect(later.body).toEqual({ status: 'OK', updated: 1, rescored: 1 });
    expect(Number((await ledger.attempts(adding.activity_id, world.student.id))[0]!.score)).toBe(10);
    const back = await world.teacher.put(path(), { changes: [{ id: adding.id, due_date: DUE }] });
    expect(back.body).toEqual({ status: 'OK', updated: 1, rescored: 1 });
    expect(Number((await ledger.attempts(adding.activity_id, world.student.id))[0]!.score)).toBe(9);
    // A change that moves no deadline nor the policy rescores nothing.
    const untouched = await world.teacher.put(path(), { changes: [{ id: adding.id, time_limit: 900 }] });
    expect(untouched.body).toEqual({ status: 'OK', updated: 1, rescored: 0 });
  });

  it('tells the grade change after the commit, and nothing for a refused save', async () => {
    const heard: unknown[] = [];
    const stop = ledger.onChange((change) => heard.push(change));
    try {
      const counting = await rowOf(countingId);
      expect((await world.teacher.put(path(), { changes: [{ id: counting.id, due_date: CLOSE, close_date: DUE }] })).status).toBe(422);
      expect(heard).toEqual([]);
      expect((await world.teacher.put(path(), { changes: [{ id: counting.id, time_limit: 3600 }] })).status).toBe(200);
      expect(heard).toContainEqual({ courseId: world.course.courseId, userIds: 'all', activityIds: [counting.activity_id] });
    } finally {
      stop();
    }
  });

  it('locks and unlocks the page of a row', async () => {
    const id = (await rowOf(circlesId)).id;
    expect((await world.teacher.put(path(), { changes: [{ id, suppress_until_available: true }] })).status).toBe(200);
    expect((await rowOf(circlesId)).values.suppress_until_available).toBe(true);
    expect((await world.teacher.put(path(), { changes: [{ id, suppress_until_available: false }] })).status).toBe(200);
    expect((await rowOf(circlesId)).values.suppress_until_available).toBe(false);
  });

  it("puts rows in the course's rollup groups and refuses another's", async () => {
    await ledger.saveRollupGroups(world.course.courseId, [{ id: 'new', title: 'Homework', color: '#123456' }], []);
    const listed = await world.teacher.get(path());
    const group = listed.body.rollups[0] as { id: string; title: string };
    expect(group.title).toBe('Homework');
    const id = (await rowOf(countingId)).id;
    expect((await world.teacher.put(path(), { who: [id], what: ['rollup_id'], which: { rollup_id: group.id } })).status).toBe(200);
    expect((await rowOf(countingId)).values.rollup_id).toBe(group.id);
    const refused = await world.teacher.put(path(), { who: [id], what: ['rollup_id'], which: { rollup_id: 'aaaaaaaaaaaaaaaaaaaaaaaa' } });
    expect(refused.body.fields).toEqual([{ field: 'changes/0/rollup_id', message: 'This rollup group is not in the course.' }]);
  });

  it("changes a custom column's due date and visibility", async () => {
    const columnId = await ledger.saveCustomColumn({ courseId: world.course.courseId, title: 'Participation', dueDate: null, maxScore: 10, show: false, lessonId: null });
    const row = (await rows()).find((r) => r.id === columnId)!;
    expect(row.fields).toEqual(['due_date', 'show', 'rollup_id']);
    const saved = await world.teacher.put(path(), { changes: [{ id: columnId, due_date: DUE, show: true }] });
    expect(saved.status).toBe(200);
    expect((await rows()).find((r) => r.id === columnId)!.values).toMatchObject({ due_date: DUE, show: true });
    // Part 3 §5: dates lie between 1970 and 2199.
    const refused = await world.teacher.put(path(), { changes: [{ id: columnId, due_date: '1900-01-01T00:00:00.000Z' }] });
    expect(refused.status).toBe(422);
    expect(refused.body.fields).toEqual([{ field: 'changes/0/due_date', message: 'Please check your date format (MM/DD/YYYY HH:MI)' }]);
    expect((await rows()).find((r) => r.id === columnId)!.values.due_date).toBe(DUE);
  });
});

describe('course defaults', () => {
  it('stores the defaults and answers them for re-opening attempts', async () => {
    const courseId = world.course.courseId;
    expect((await world.teacher.get(`assessment/resume/${courseId}`)).body).toEqual({ blocked: true, default: null, submission_attempt_override: null });
    const defaults = { global_time: '08:30', policy: TEN_A_DAY, resume_max_attempts: 2, submission_attempt_override: 3 };
    const saved = await world.teacher.put(`stats/save_defaults/${courseId}`, defaults);
    expect(saved.body).toEqual({ status: 'OK', defaults });
    expect((await world.teacher.get(`assessment/resume/${courseId}`)).body).toEqual({ blocked: false, default: 2, submission_attempt_override: 3 });
    expect((await world.teacher.get(path())).body.course.defaults).toEqual(defaults);
    expect((await world.teacher.put(`stats/save_defaults/${courseId}`, { ...defaults, global_time: '25:00' })).status).toBe(422);
    // A default time changes no stored date (part 3 §5).
    expect((await rowOf(addingId)).values.due_date).toBe(DUE);
  });
});
