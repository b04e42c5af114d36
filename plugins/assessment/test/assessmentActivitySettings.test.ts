import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices, LmsError, type ActivitySettingsDesk, type GradeLedger } from '@lms/sdk';
import { DEFAULT_ASSESSMENT_CONFIG, type AssessmentConfig } from '../src/schemas/assessmentConfig.ts';
import { ASSESSMENT_MESSAGES } from '../src/schemas/assessmentMessages.ts';
import type { ApiItem } from '../src/schemas/itemTypes.ts';
import type { AttemptItem, AttemptSubmission } from '../src/scoring/attemptSubmission.ts';
import { assessmentWorld, type AssessmentWorld } from './assessmentWorld.ts';
import { draft } from './itemSamples.ts';

let world: AssessmentWorld;
let ledger: GradeLedger;
let desk: ActivitySettingsDesk;
let item: ApiItem;

const DUE = '2030-03-01T12:00:00.000Z';
const DAY_LATE = '2030-03-02T11:00:00.000Z';

beforeAll(async () => {
  world = await assessmentWorld();
  ledger = world.tk.kernel.resolveFor('assessment', coreServices.grading);
  desk = world.tk.kernel.resolveFor('assessment', coreServices.activitySettings);
  item = (await world.teacher.post('assessment/items/', draft('single_choice', { points: 2 }))).body as ApiItem;
});

afterAll(() => world?.tk.close());

/** An assessment on a page of the course; answers its ledger activity. */
async function assessment(page: string, overrides: Partial<AssessmentConfig> = {}): Promise<string> {
  const config = { ...DEFAULT_ASSESSMENT_CONFIG, items: [{ id: item._id, points: 2 }], ...overrides };
  const created = await world.teacher.post(`components/${page}/new/`, { type: 'assessment', title: 'Quiz', config });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  return (await ledger.activityOf(world.course.courseId, created.body._id))!;
}

function lateSubmission(): AttemptSubmission {
  const delivered = [{ id: item._id, type: item.type, points: item.points, content: item.content }] as AttemptItem[];
  return { session_id: 'late-1', submitted_at: DAY_LATE, items: delivered, responses: { [item._id]: 'b' } };
}

async function failure(run: Promise<unknown>): Promise<LmsError> {
  const error = await run.then(() => null, (caught: unknown) => caught);
  if (!(error instanceof LmsError)) throw new Error(`expected an LmsError, got ${String(error)}`);
  return error;
}

describe("activity settings on assessments (coreServices.activitySettings)", () => {
  it("lists an assessment with its type's fields and its config's values", async () => {
    const activityId = await assessment(world.pages[0]!, { due_date: DUE, submission_attempts: 3 });
    const row = (await desk.list(world.course.courseId)).find((r) => r.activityId === activityId)!;
    expect(row.fields).toContain('resume_attempts');
    expect(row.values).toMatchObject({ due_date: DUE, submission_attempts: 3, time_limit: 0, resume_attempts: null });
  });

  it('applies a late policy set afterwards to a late attempt already submitted', async () => {
    const activityId = await assessment(world.pages[1]!, { due_date: DUE });
    const late = await ledger.recordSubmission({ activityId, userId: world.student.id, submission: lateSubmission() });
    expect(Number(late.score)).toBe(2);
    const outcome = await desk.update(world.course.courseId, [{ activityId, values: { policy: { penalty: 10, per: 86400, max: 50 } } }], world.instructor.id);
    expect(outcome).toEqual({ updated: 1, rescored: 1 });
    const [rescored] = await ledger.attempts(activityId, world.student.id);
    expect(Number(rescored!.score)).toBe(1.8);
    // The config is the source of truth: the component save sees the policy, named.
    const row = (await desk.list(world.course.courseId)).find((r) => r.activityId === activityId)!;
    expect(row.values.policy).toEqual({ penalty: 10, per: 86400, max: 50 });
  });

  it("refuses with the assessment's own messages on the row's fields, storing nothing", async () => {
    const first = await assessment(world.pages[2]!, { due_date: DUE });
    const second = await assessment(world.pages[2]!);
    const error = await failure(
      desk.update(
        world.course.courseId,
        [
          { activityId: first, values: { close_date: '2030-02-01T12:00:00.000Z', scramble: true } },
          { activityId: second, values: { lock_back_button: true, resume_attempts: 2 } },
          { activityId: second, values: { policy: { penalty: 30, per: 86400, max: 50 } } },
        ],
        world.instructor.id,
      ),
    );
    expect(error.fields).toEqual([
      { field: 'changes/0/due_date', message: ASSESSMENT_MESSAGES.dateOrder },
      { field: 'changes/1/lock_back_button', message: ASSESSMENT_MESSAGES.lockBackButton },
      { field: 'changes/2/policy', message: ASSESSMENT_MESSAGES.policy },
    ]);
    const row = (await desk.list(world.course.courseId)).find((r) => r.activityId === first)!;
    expect(row.values).toMatchObject({ close_date: null, scramble: false });
  });
});
