import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerActivity } from '@lms/sdk/testing';
import assessmentPlugin from '../src/server/index.ts';
import { DEFAULT_ASSESSMENT_CONFIG, type AssessmentConfig } from '../src/schemas/assessmentConfig.ts';
import { ASSESSMENT_MESSAGES as SPEC } from '../src/schemas/assessmentMessages.ts';
import { assessmentConfigErrors } from '../src/schemas/assessmentRules.ts';
import { assessmentWorld, type AssessmentWorld } from './assessmentWorld.ts';
import { draft } from './itemSamples.ts';
import { ITEMS_TABLE } from '../src/server/itemRows.ts';

let world: AssessmentWorld;

beforeAll(async () => {
  world = await assessmentWorld();
  // The Questions the configs below name: the instructor's own (an assessment names only Questions its author may read).
  for (const id of [A, B]) {
    const made = await world.teacher.post('assessment/items/', draft());
    await world.tk.kernel.knex(ITEMS_TABLE).where({ id: made.body._id }).update({ id });
  }
});

afterAll(() => world?.tk.close());

const A = 'a'.repeat(24);
const B = 'b'.repeat(24);
const config = (overrides: Partial<AssessmentConfig> = {}): AssessmentConfig => ({ ...DEFAULT_ASSESSMENT_CONFIG, ...overrides });

/** Saves a new assessment on `page`, or on no page (the page holds at most 2 contents). */
async function save(overrides: Partial<AssessmentConfig>, page?: string) {
  return world.teacher.post(`components/${page ?? world.pages[1]}/new/`, { type: 'assessment', title: 'Quiz', config: config(overrides), ...(page ? {} : { slot: null }) });
}

const maxScoreOf = async (componentId: string) => (await ledgerActivity(world.tk, componentId))?.maxScore;

describe('the assessment component type', () => {
  it('starts with its defaults and registers a gradable activity that may need a person', async () => {
    const created = await world.teacher.post(`components/${world.pages[0]}/new/`, { type: 'assessment' });
    expect(created.status).toBe(201);
    expect(created.body.config).toEqual(DEFAULT_ASSESSMENT_CONFIG);
    expect(await ledgerActivity(world.tk, created.body._id)).toMatchObject({ type: 'assessment', manualGrading: true, maxScore: 0 });
  });

  it("keeps its items, worth their points here: the activity's max score is their sum, or the pickx worth most", async () => {
    const items = [
      { id: A, points: 2 },
      { id: B, points: 3.5 },
    ];
    const created = await save({ items }, world.pages[1]);
    expect(created.body.config.items).toEqual(items);
    expect(await maxScoreOf(created.body._id)).toBe(5.5);
    const saved = await world.teacher.put(`components/${world.pages[1]}/${created.body._id}/`, { config: config({ items, pickx: 1 }) });
    expect(saved.status).toBe(200);
    expect(await maxScoreOf(created.body._id)).toBe(3.5);
  });

  it('stores the config as normalised: the period named, correct answers hidden with responses and the check button', async () => {
    const created = await save({ policy: { penalty: 10, per: 3600, max: 50 }, show_responses: 'never', inline_check: 'never', show_correct_answers: 'immediately', instructions: '  Go.  ' });
    expect(created.body.config).toMatchObject({ policy: { penalty: 10, per: 3600, max: 50, humanly_per: 'Hour' }, show_correct_answers: 'never', instructions: 'Go.' });
  });

  it('students read it as saved', async () => {
    const created = await save({ instructions: 'Read carefully.', time_limit: 1800, submission_attempts: 2 }, world.pages[2]);
    const page = (await world.learner.get(`pages/${world.pages[2]}/`)).body;
    expect(page.contents.find((content: { _id: string }) => content._id === created.body._id)?.config).toMatchObject({ instructions: 'Read carefully.', time_limit: 1800 });
  });
});

describe('the save rules (part 2 §5), with their messages, nothing stored', () => {
  it.each([
    [{ open_date: '2030-02-10T10:00:00.000Z', due_date: '2030-01-10T10:00:00.000Z' }, 'config/open_date', 'Please order your dates sensibly'],
    [{ due_date: '2200-02-10T10:00:00.000Z' }, 'config/due_date', 'Please check your date format (MM/DD/YYYY HH:MI) for Due date'],
    [{ policy: { penalty: 30, per: 86400, max: 50 } }, 'config/policy', SPEC.policy],
    [{ show_responses: 'after_close_date' }, 'config/show_responses', SPEC.responsesNeedClose],
    [{ show_responses: 'after_due_date' }, 'config/show_responses', SPEC.responsesNeedDue],
    [{ inline_check: 'after_due_date' }, 'config/inline_check', SPEC.checkNeedsDue],
    [{ show_responses: 'after_close_date', close_date: '2030-03-10T10:00:00.000Z', due_date: '2030-02-10T10:00:00.000Z', show_correct_answers: 'after_due_date' }, 'config/show_correct_answers', SPEC.correctOnlyAfterClose],
    [{ show_responses: 'after_due_date', due_date: '2030-02-10T10:00:00.000Z', show_correct_answers: 'immediately' }, 'config/show_correct_answers', SPEC.correctAfterDue],
    [{ lock_back_button: true, resume_max_attempts: 3 }, 'config/lock_back_button', SPEC.lockBackButton],
    [{ sub_type: 'video', items: [{ id: A, points: 1 }], video: 'https://videos.example/a.mp4' }, 'config/stop_points', SPEC.stopPoints],
    [{ sub_type: 'video' }, 'config/video', SPEC.videoNeeded],
    [{ sub_type: 'branching', items: [{ id: A, points: 1 }] }, 'config/adaptive', SPEC.nextSteps],
  ] as [Partial<AssessmentConfig>, string, string][])('refuses %j', async (overrides, field, message) => {
    const refused = await save(overrides);
    expect(refused.status).toBe(422);
    expect(refused.body.fields).toContainEqual({ field, message });
    expect(refused.body.error).toBe(refused.body.fields[0].message);
  });

  it("refuses fields the schema does not allow, with the plugin's messages", async () => {
    const cases: [Record<string, unknown>, { field: string; message: string }][] = [
      [{ accent_scoring: 0.7 }, { field: 'config/accent_scoring', message: 'Accent scoring is 1 (full deduction), 0.5 (partial) or 0 (none).' }],
      [{ open_date: 'tomorrow' }, { field: 'config/open_date', message: 'Please check your date format (MM/DD/YYYY HH:MI) for Open date' }],
      [{ time_limit: 600 }, { field: 'config/time_limit', message: 'Choose a time limit of 15 to 120 minutes in steps of 15, no time limit, or a custom time in whole seconds.' }],
      [{ policy: { penalty: 10.5, per: 86400, max: 100 } }, { field: 'config/policy', message: SPEC.policy }],
      [{ policy: { penalty: 10, per: 60, max: 100 } }, { field: 'config/policy', message: SPEC.policy }],
      [{ policy: { penalty: 10, per: 3600, max: 110 } }, { field: 'config/policy', message: SPEC.policy }],
      [{ items: [{ id: 'nope', points: 1 }] }, { field: 'config/items', message: 'Questions are a list of at most 500, each with its id and points from 0 to 999.' }],
      [{ show_correct_answers: 'later' }, { field: 'config/show_correct_answers', message: 'Correct answers can show never, immediately, after the due date, after the close date or after the maximum attempts.' }],
      [{ stop_points: { [A]: -1 } }, { field: `config/stop_points/${A}`, message: 'A stop point is a whole number of seconds, at least 0.' }],
      [{ stop_points: { item: 5 } }, { field: 'config/stop_points', message: SPEC.stopPoints }],
      [{ adaptive: { [A]: { correct: 'somewhere' } } }, { field: `config/adaptive/${A}/correct`, message: SPEC.nextSteps }],
      [{ video: 'javascript:alert(1)' }, { field: 'config/video', message: 'A video is the address of a web or library video.' }],
      [{ activity_id: 'x' }, { field: 'config/activity_id', message: 'Unknown field "activity_id"' }],
    ];
    for (const [overrides, field] of cases) {
      const refused = await save(overrides as Partial<AssessmentConfig>);
      expect(refused.status, JSON.stringify(overrides)).toBe(422);
      expect(refused.body.fields, JSON.stringify(overrides)).toContainEqual(field);
    }
  });

  it('accepts a complete video quiz and a complete branching quiz', async () => {
    expect((await save({ sub_type: 'video', items: [{ id: A, points: 1 }], video: '/server/media/x/y.mp4', stop_points: { [A]: 30 } })).status).toBe(201);
    expect((await save({ sub_type: 'branching', items: [{ id: A, points: 1 }, { id: B, points: 1 }], adaptive: { [A]: { correct: B, incorrect: 'end' }, [B]: { correct: 'end', incorrect: 'end' } } })).status).toBe(201);
  });
});

describe('what the type declares', () => {
  const type = assessmentPlugin.componentTypes![0]!;

  it('has a demo that breaks no rule and needs no network', () => {
    expect(assessmentConfigErrors(type.demo!.config as AssessmentConfig)).toEqual([]);
    expect(type.demo!.config).toMatchObject({ items: [], video: '' });
  });

  it('offers its instructions as searchable text', () => {
    expect(type.searchableText!(config({ instructions: 'Cells and membranes' }))).toBe('Cells and membranes');
  });
});
