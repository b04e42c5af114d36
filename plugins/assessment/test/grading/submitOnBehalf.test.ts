import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobStore } from '../../src/server/grading/JobStore.ts';
import { gradingWorld, takeAssessment, type GradingWorld } from './gradingWorld.ts';

let world: GradingWorld;

const TERMINATED = 'Your instructor terminated your session! Click here to see updated status';
const PREVENTED = 'Hmmm, we are actually preventing you from submitting this as your maximum attempts have been reached or the assessment is now closed';

beforeAll(async () => {
  world = await gradingWorld();
  world.tk.clock.set(world.tk.clock.now());
});

afterAll(() => world?.tk.close());

const submitFor = (userIds: string[], componentIds: string[]) => world.teacher.post(`assessment/update/${world.courseId}`, { user_ids: userIds, component_ids: componentIds });
const poll = (references: string[], client = world.teacher) => client.post('assessment/job_poller', { references });

describe('submit-on-behalf', () => {
  it("submits a running attempt as it stands, records who submitted, and the job poller answers each job's result", async () => {
    const { path, componentId } = await world.assessment();
    await world.learner.post(`${path}start/`, {});
    await world.learner.put(`${path}attempt/`, { responses: { [world.choice._id]: 'b' } });

    const asked = await submitFor([world.student.id, world.second.id], [componentId]);
    expect(asked.status).toBe(202);
    expect(asked.body.jobs).toEqual([
      { reference: expect.stringMatching(/^[0-9a-f]{24}$/), user_id: world.student.id, component_id: componentId },
      { reference: expect.stringMatching(/^[0-9a-f]{24}$/), user_id: world.second.id, component_id: componentId },
    ]);
    const [mine, theirs] = asked.body.jobs.map((job: { reference: string }) => job.reference);
    const polled = await poll([mine, theirs]);
    expect(polled.body.jobs).toEqual([
      { reference: mine, status: 'done', score: 2, max_score: 5 },
      { reference: theirs, status: 'failed', message: 'There is no attempt in progress to submit.' },
    ]);

    const row = await world.tk.kernel.knex('assessment_attempts').where({ user_id: world.student.id, component_id: componentId }).first();
    expect(row).toMatchObject({ state: 'submitted', submitted_by: world.instructor.id, late_seconds: 0 });
    const activityId = (await world.ledger.activityOf(world.courseId, componentId))!;
    expect((await world.ledger.attempts(activityId, world.student.id))[0]).toMatchObject({ score: 2, status: 'graded' });
  });

  it("answers the student's later save and submit with the spec's message", async () => {
    const { path, componentId } = await world.assessment();
    await world.learner.post(`${path}start/`, {});
    await submitFor([world.student.id], [componentId]);
    const save = await world.learner.put(`${path}attempt/`, { responses: { [world.choice._id]: 'a' } });
    expect([save.status, save.body.error]).toEqual([409, TERMINATED]);
    const submit = await world.learner.post(`${path}submit/`, { responses: { [world.choice._id]: 'a' } });
    expect([submit.status, submit.body.error]).toEqual([409, TERMINATED]);
    // A student's own submit is not a termination.
    const own = await world.assessment();
    await takeAssessment(world.secondLearner, own.path, {});
    expect((await world.secondLearner.put(`${own.path}attempt/`, { responses: {} })).body.error).toBe(PREVENTED);
  });

  it('follows the timing rules of a student\'s submit: past the close date the job fails with the message', async () => {
    const { path, componentId } = await world.assessment({ close_date: world.iso(120) });
    await world.learner.post(`${path}start/`, {});
    world.tk.clock.advance(300 * 1000);
    const asked = await submitFor([world.student.id], [componentId]);
    const polled = await poll([asked.body.jobs[0].reference]);
    expect(polled.body.jobs[0]).toEqual({ reference: asked.body.jobs[0].reference, status: 'failed', message: PREVENTED });
  });

  it("keeps jobs in the database: pending until run, readable from another node, only by the professor who asked", async () => {
    const { path, componentId } = await world.assessment();
    await world.learner.post(`${path}start/`, {});
    const asked = await submitFor([world.student.id], [componentId]);
    const reference = asked.body.jobs[0].reference as string;
    const otherNode = await world.tk.anotherNode();
    const teacherThere = await otherNode.loginAs(world.instructor);
    expect((await poll([reference], teacherThere)).body.jobs[0]).toMatchObject({ reference, status: 'done' });
    expect((await poll([reference], world.helper)).body.jobs).toEqual([{ reference, status: 'failed', message: 'Did not find this job.' }]);
    expect((await poll(['nothing-here'])).body.jobs).toEqual([{ reference: 'nothing-here', status: 'failed', message: 'Did not find this job.' }]);

    // A job written but not run yet (another node still at it) polls as pending.
    const pending = '0123456789abcdef01234567';
    await new JobStore(world.tk.kernel.knex).create(
      [{ reference: pending, course_id: world.courseId, component_id: componentId, user_id: world.student.id, created_by: world.instructor.id }],
      world.tk.clock.now(),
    );
    expect((await poll([pending])).body.jobs).toEqual([{ reference: pending, status: 'pending' }]);
  });

  it('refuses students and anything that is no assessment of the course', async () => {
    const { componentId } = await world.assessment();
    expect((await world.learner.post(`assessment/update/${world.courseId}`, { user_ids: [world.student.id], component_ids: [componentId] })).status).toBe(403);
    const notHere = await submitFor([world.student.id], ['0'.repeat(24)]);
    expect(notHere.status).toBe(404);
    expect(await world.tk.kernel.knex('assessment_jobs').where({ component_id: '0'.repeat(24) })).toEqual([]);
  });

  it('refuses user ids that are no students of the course (issue 14), and starts no job', async () => {
    const { componentId } = await world.assessment();
    const stranger = await world.tk.createUser('student');
    const refused = await submitFor([world.student.id, stranger.id], [componentId]);
    expect(refused.status).toBe(422);
    expect(refused.body.fields).toEqual([{ field: 'user_ids/1', message: 'This student is not in the course.' }]);
    expect(await world.tk.kernel.knex('assessment_jobs').where({ component_id: componentId })).toEqual([]);
  });
});
