import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices } from '@lms/sdk';
import { spellDate } from '../../src/server/delivery/deliveryMessages.ts';
import { gradingWorld, takeAssessment, type GradingWorld } from '../grading/gradingWorld.ts';

let world: GradingWorld;

const DATE_ORDER = 'Please order your dates sensibly';
const POLICY = 'Please either un-check auto-accept policy or fill out the policy with an integer percentage penalty with a max that is a multiple of this or 100.';
const TIME_LIMIT = 'Choose a time limit of 15 to 120 minutes in steps of 15, no time limit, or a custom time in whole seconds.';
const PREVENTED = 'Hmmm, we are actually preventing you from submitting this as your maximum attempts have been reached or the assessment is now closed';
const EMPTY = { open_date: null, due_date: null, close_date: null, time_limit: null, submission_attempts: null, policy: null };

beforeAll(async () => {
  world = await gradingWorld();
  world.tk.clock.set(world.tk.clock.now());
});

afterAll(() => world?.tk.close());

const overrides = (componentId: string) => `assessment_override/${world.courseId}/${componentId}`;

describe('assessment overrides: the calls', () => {
  it("lists the assessment's values and every override, reads one, and saves by path or by student_id", async () => {
    const { componentId } = await world.assessment({ due_date: world.iso(86400), time_limit: 1800, submission_attempts: 2 });
    const before = await world.teacher.get(overrides(componentId));
    expect(before.body).toEqual({ global: { open_date: null, due_date: world.iso(86400), close_date: null, time_limit: 1800, submission_attempts: 2, policy: null }, overrides: [] });

    const saved = await world.teacher.post(`${overrides(componentId)}/${world.student.id}`, { due_date: world.iso(3 * 86400), time_limit: 3600 });
    expect(saved.status).toBe(200);
    const studentName = { name: world.student.row.firstname, surname: world.student.row.lastname };
    expect(saved.body).toEqual({ ...EMPTY, student_id: world.student.id, ...studentName, due_date: world.iso(3 * 86400), time_limit: 3600 });
    const byBody = await world.helper.post(overrides(componentId), { student_id: world.second.id, submission_attempts: 5, policy: { penalty: 10, per: 86400, max: 30 } });
    expect(byBody.body).toMatchObject({ student_id: world.second.id, name: 'Zoe', surname: 'Second', submission_attempts: 5, policy: { penalty: 10, per: 86400, max: 30, humanly_per: 'Day' } });

    const listed = await world.teacher.get(overrides(componentId));
    expect(listed.body.overrides.map((row: { student_id: string }) => row.student_id).sort()).toEqual([world.student.id, world.second.id].sort());
    const one = await world.teacher.get(`${overrides(componentId)}/${world.student.id}`);
    expect(one.body).toEqual({ global: before.body.global, override: saved.body });
  });

  it('removes the override when every field is null or absent', async () => {
    const { componentId } = await world.assessment();
    await world.teacher.post(`${overrides(componentId)}/${world.student.id}`, { submission_attempts: 3 });
    const removed = await world.teacher.post(`${overrides(componentId)}/${world.student.id}`, { submission_attempts: null });
    expect(removed.body).toMatchObject(EMPTY);
    expect((await world.teacher.get(`${overrides(componentId)}/${world.student.id}`)).body.override).toBeNull();
    expect((await world.teacher.get(overrides(componentId))).body.overrides).toEqual([]);
  });

  it('refuses bad fields with the assessment save messages and stores nothing', async () => {
    const { componentId } = await world.assessment({ open_date: world.iso(0), due_date: world.iso(86400), close_date: world.iso(2 * 86400), show_responses: 'after_max_attempts', submission_attempts: 1 });
    const url = `${overrides(componentId)}/${world.student.id}`;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ due_date: '03/04/2030' }, 'due_date', 'Please check your date format (MM/DD/YYYY HH:MI) for Due date'],
      [{ close_date: '2300-01-01T00:00:00Z' }, 'close_date', 'Please check your date format (MM/DD/YYYY HH:MI) for Close date'],
      [{ due_date: world.iso(3 * 86400) }, 'due_date', DATE_ORDER],
      [{ open_date: world.iso(86400 + 60) }, 'open_date', DATE_ORDER],
      [{ policy: { penalty: 15, per: 3600, max: 40 } }, 'policy', POLICY],
      [{ policy: { penalty: 10, per: 60, max: 100 } }, 'policy', POLICY],
      [{ time_limit: -60 }, 'time_limit', TIME_LIMIT],
      [{ submission_attempts: 0 }, 'submission_attempts', 'Without a maximum number of attempts, we cannot show responses after that.'],
    ];
    for (const [body, field, message] of cases) {
      const refused = await world.teacher.post(url, body);
      expect([refused.status, refused.body.error, refused.body.fields?.[0]?.field], JSON.stringify(body)).toEqual([422, message, field]);
    }
    expect((await world.teacher.get(url)).body.override).toBeNull();
    // Later dates that keep the order are fine.
    const fine = await world.teacher.post(url, { due_date: world.iso(3 * 86400), close_date: world.iso(4 * 86400) });
    expect(fine.status).toBe(200);
  });

  it("lets a student read only their own override, never list or save; refuses people who are no student of the course", async () => {
    const { componentId } = await world.assessment();
    await world.teacher.post(`${overrides(componentId)}/${world.second.id}`, { submission_attempts: 4 });
    expect((await world.learner.get(`${overrides(componentId)}/${world.student.id}`)).body).toMatchObject({ override: null, global: { submission_attempts: 1 } });
    const others = await world.learner.get(`${overrides(componentId)}/${world.second.id}`);
    expect([others.status, others.body.error]).toEqual([404, 'Did not find this override.']);
    expect((await world.secondLearner.get(`${overrides(componentId)}/${world.second.id}`)).body.override).toMatchObject({ submission_attempts: 4 });
    expect((await world.learner.get(overrides(componentId))).status).toBe(403);
    expect((await world.learner.post(`${overrides(componentId)}/${world.student.id}`, { submission_attempts: 9 })).status).toBe(403);
    expect((await world.stranger.get(overrides(componentId))).status).toBe(403);
    const notStudent = await world.teacher.post(`${overrides(componentId)}/${world.assistant.id}`, { submission_attempts: 2 });
    expect([notStudent.status, notStudent.body.error]).toEqual([404, 'This student is not in the course.']);
  });
});

describe('assessment overrides: in the grade records (the gradebook reads them through core)', () => {
  it("answers each asked student's own schedule on the course's assessments, and no one else's", async () => {
    const [first, second] = [await world.assessment(), await world.assessment()];
    await world.teacher.post(`${overrides(first.componentId)}/${world.student.id}`, { due_date: world.iso(5 * 86400), submission_attempts: 3 });
    await world.teacher.post(`${overrides(second.componentId)}/${world.student.id}`, { policy: { penalty: 10, per: 86400, max: 30 } });
    await world.teacher.post(`${overrides(second.componentId)}/${world.second.id}`, { submission_attempts: 6 });
    const records = world.tk.kernel.resolve(coreServices.gradebookRecords);
    const mine = (await records.studentLedgers(world.courseId, [world.student.id])).schedules.filter((s) => [first.componentId, second.componentId].includes(s.componentId));
    expect(mine.sort((a, b) => (a.componentId === first.componentId ? -1 : 1) - (b.componentId === first.componentId ? -1 : 1))).toEqual([
      { componentId: first.componentId, userId: world.student.id, openDate: null, dueDate: new Date(world.iso(5 * 86400)), closeDate: null, submissionAttempts: 3, policy: null },
      { componentId: second.componentId, userId: world.student.id, openDate: null, dueDate: null, closeDate: null, submissionAttempts: null, policy: { penalty: 10, per: 86400, max: 30 } },
    ]);
    const both = (await records.studentLedgers(world.courseId, [world.student.id, world.second.id])).schedules.filter((s) => s.componentId === second.componentId);
    expect(both.map((s) => [s.userId, s.submissionAttempts]).sort()).toEqual([[world.second.id, 6], [world.student.id, null]].sort());
  });
});

describe('assessment overrides: applied where delivery decides', () => {
  it("gives the student their own time limit: the deadline follows it", async () => {
    const { path, componentId } = await world.assessment({ time_limit: 900 });
    await world.teacher.post(`${overrides(componentId)}/${world.student.id}`, { time_limit: 2700 });
    expect((await world.learner.post(`${path}start/`, {})).body.deadline).toBe(world.iso(2700));
    expect((await world.secondLearner.post(`${path}start/`, {})).body.deadline).toBe(world.iso(900));
    world.tk.clock.advance(1200 * 1000);
    expect((await world.learner.put(`${path}attempt/`, { responses: { [world.choice._id]: 'b' } })).status).toBe(200);
    expect((await world.secondLearner.put(`${path}attempt/`, { responses: { [world.choice._id]: 'b' } })).status).toBe(409);
  });

  it('gives the student their own number of attempts', async () => {
    const { path, componentId } = await world.assessment({ submission_attempts: 1, show_responses: 'never' });
    await world.teacher.post(`${overrides(componentId)}/${world.student.id}`, { submission_attempts: 2 });
    await takeAssessment(world.learner, path, {});
    expect((await world.learner.get(path)).body).toMatchObject({ state: 'initial', can_start: true, attempts_used: 1, attempts_allowed: 2 });
    await takeAssessment(world.learner, path, {});
    expect((await world.learner.get(path)).body).toMatchObject({ state: 'blocked', reason: 'attempts' });
    await takeAssessment(world.secondLearner, path, {});
    expect((await world.secondLearner.get(path)).body).toMatchObject({ state: 'blocked', attempts_allowed: 1 });
  });

  it('gives the student their own open and close dates', async () => {
    const opens = world.iso(3600);
    const { path, componentId } = await world.assessment({ open_date: opens, close_date: world.iso(7200) });
    await world.teacher.post(`${overrides(componentId)}/${world.student.id}`, { open_date: world.iso(-60), close_date: world.iso(10_800) });
    expect((await world.learner.post(`${path}start/`, {})).status).toBe(200);
    expect((await world.secondLearner.post(`${path}start/`, {})).body.error).toBe(`The assessment will be available on ${spellDate(new Date(opens))}`);
    world.tk.clock.advance(9000 * 1000);
    const submitted = await world.learner.post(`${path}submit/`, { responses: { [world.choice._id]: 'b' } });
    expect(submitted.status).toBe(200);
    expect((await world.secondLearner.get(path)).body).toMatchObject({ state: 'blocked', reason: 'closed', message: PREVENTED });
  });

  it("measures lateness from the student's due date and applies their policy; the ledger submission carries both", async () => {
    const due = world.iso(600);
    const { path, componentId } = await world.assessment({ due_date: due, policy: { penalty: 10, per: 3600, max: 100 } });
    const ownDue = world.iso(3600);
    await world.teacher.post(`${overrides(componentId)}/${world.student.id}`, { due_date: ownDue, policy: { penalty: 50, per: 3600, max: 100 } });
    await world.learner.post(`${path}start/`, {});
    await world.secondLearner.post(`${path}start/`, {});
    world.tk.clock.advance(2 * 3600 * 1000);
    const mine = await world.learner.post(`${path}submit/`, { responses: { [world.choice._id]: 'b' } });
    const theirs = await world.secondLearner.post(`${path}submit/`, { responses: { [world.choice._id]: 'b' } });
    // One started hour late at 50 %: 2 points become 1. The other: 2 started hours late at 10 %.
    expect(mine.body).toMatchObject({ late_seconds: 3600, score: 1 });
    expect(theirs.body).toMatchObject({ late_seconds: 6600, score: 1.6 });
    const activityId = (await world.ledger.activityOf(world.courseId, componentId))!;
    const [recorded] = await world.ledger.attempts(activityId, world.student.id);
    expect(recorded!.submission).toMatchObject({ due_date: ownDue, policy: { penalty: 50, per: 3600, max: 100 } });
    const [other] = await world.ledger.attempts(activityId, world.second.id);
    expect(other!.submission).not.toHaveProperty('due_date');
  });
});
