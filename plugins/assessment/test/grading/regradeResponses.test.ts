import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ASSESSMENT_CONFIG } from '../../src/schemas/assessmentConfig.ts';
import { gradingWorld, takeAssessment, type GradingWorld } from './gradingWorld.ts';

let world: GradingWorld;

const SCORE_RANGE = 'Failed to save score: Please make sure all scores are numbers between 0 and their respective max scores.';

beforeAll(async () => {
  world = await gradingWorld();
});

afterAll(() => world?.tk.close());

/** An assessment both students took: the first answered the essay (it waits for a person), the second did not. */
async function gradedPair() {
  const quiz = await world.assessment();
  const first = await takeAssessment(world.learner, quiz.path, { [world.choice._id]: 'b', [world.essay._id]: 'Cells store energy.' });
  world.tk.clock.advance(60_000);
  const second = await takeAssessment(world.secondLearner, quiz.path, { [world.choice._id]: 'a' });
  const activityId = (await world.ledger.activityOf(world.courseId, quiz.componentId))!;
  return { ...quiz, first, second, activityId };
}

const session = (activityId: string, userId: string, sessionId: string, responses: { response_id: string; score?: unknown }[]) => ({
  user_id: userId,
  activity_id: activityId,
  session_id: sessionId,
  responses: responses.map((response) => ({ attempted: true, max_score: 3, ...response })),
});

describe('the manual grading queue', () => {
  it("lists every student's submitted attempt, newest first, with the answered manual items still to score", async () => {
    const { componentId, first, second } = await gradedPair();
    const queue = await world.teacher.get(`assessment/grading/${world.courseId}/${componentId}/`);
    expect(queue.status).toBe(200);
    expect(queue.body.items).toEqual([
      { id: world.choice._id, title: world.choice.title, type: 'single_choice', points: 2, manual: false },
      { id: world.essay._id, title: world.essay.title, type: 'longtext', points: 3, manual: true },
    ]);
    expect(queue.body.attempts).toMatchObject([
      { _id: second._id, user: { _id: world.second.id, name: 'Zoe', surname: 'Second' }, number: 1, status: 'graded', score: 0, max_score: 5, ungraded: [], late_seconds: 0 },
      { _id: first._id, user: { _id: world.student.id }, status: 'needs_grading', score: 2, max_score: 5, ungraded: [world.essay._id] },
    ]);
    const waiting = await world.helper.get(`assessment/grading/${world.courseId}/${componentId}/?status=needs_grading`);
    expect(waiting.body.attempts.map((attempt: { _id: string }) => attempt._id)).toEqual([first._id]);
  });

  it('refuses students and professors of other courses', async () => {
    const { componentId } = await world.assessment();
    expect((await world.learner.get(`assessment/grading/${world.courseId}/${componentId}/`)).status).toBe(403);
    expect((await world.stranger.get(`assessment/grading/${world.courseId}/${componentId}/`)).status).toBe(403);
  });
});

describe('regrade/get', () => {
  it('answers the sessions with items, right answers and each response scored', async () => {
    const { componentId, first, activityId } = await gradedPair();
    const answer = await world.teacher.post('regrade/get', { courseId: world.courseId, componentId, user_ids: [world.student.id] });
    expect(answer.status).toBe(200);
    expect(answer.body.sessions).toHaveLength(1);
    const [found] = answer.body.sessions;
    expect(found).toMatchObject({ user_id: world.student.id, activity_id: activityId, session_id: first._id, score: 2, max_score: 5, status: 'needs_grading' });
    expect(found.items[0]).toMatchObject({ id: world.choice._id, type: 'single_choice', points: 2, content: { correct: 'b' } });
    expect(found.responses).toEqual([
      { response_id: world.choice._id, question_type: 'single_choice', attempted: true, response: 'b', score: 2, max_score: 2, manual: false, person_scored: false },
      { response_id: world.essay._id, question_type: 'longtext', attempted: true, response: 'Cells store energy.', score: 0, max_score: 3, manual: true, person_scored: false },
    ]);
    const bySession = await world.teacher.post('regrade/get', { courseId: world.courseId, componentId, session_ids: [first._id] });
    expect(bySession.body.sessions.map((entry: { session_id: string }) => entry.session_id)).toEqual([first._id]);
    expect((await world.teacher.post('regrade/get', { courseId: world.courseId, componentId })).body.sessions).toHaveLength(2);
  });

  it('refuses students and professors of other courses', async () => {
    const { componentId } = await world.assessment();
    expect((await world.learner.post('regrade/get', { courseId: world.courseId, componentId })).status).toBe(403);
    expect((await world.stranger.post('regrade/get', { courseId: world.courseId, componentId })).status).toBe(403);
  });
});

describe('regrade/update', () => {
  it("grades a manual item: the attempt becomes graded, with the ledger's score, status and original score", async () => {
    const { path, componentId, first, activityId } = await gradedPair();
    const update = await world.teacher.post('regrade/update', {
      courseId: world.courseId,
      componentId,
      sessions: [session(activityId, world.student.id, first._id, [{ response_id: world.essay._id, score: 2.5 }])],
    });
    expect(update.status).toBe(200);
    expect(update.body).toEqual({ user_ids: [world.student.id], component_ids: [componentId], jobs: [], changed: 1 });

    const [recorded] = await world.ledger.attempts(activityId, world.student.id);
    expect(recorded).toMatchObject({ status: 'graded', score: 4.5, maxScore: 5, needsManualGrading: false, originalScore: 2 });
    expect(recorded!.gradedAt).not.toBeNull();
    expect(recorded!.submission).toMatchObject({ manual_scores: { [world.essay._id]: 2.5 } });
    const row = await world.tk.kernel.knex('assessment_attempts').where({ id: first._id }).first();
    expect([Number(row.score), Number(row.max_score), row.manual_scores]).toEqual([4.5, 5, { [world.essay._id]: 2.5 }]);

    const review = await world.learner.get(`${path}review/`);
    expect(review.body).toMatchObject({ score: 4.5, status: 'graded' });
    const queue = await world.teacher.get(`assessment/grading/${world.courseId}/${componentId}/?status=needs_grading`);
    expect(queue.body.attempts).toEqual([]);
  });

  it("lets a person replace an automatically scored item's score; the same score again changes nothing", async () => {
    const { componentId, second, activityId } = await gradedPair();
    const body = (score: unknown) => ({
      courseId: world.courseId,
      componentId,
      sessions: [session(activityId, world.second.id, second._id, [{ response_id: world.choice._id, score }])],
    });
    expect((await world.teacher.post('regrade/update', body(1.5))).body.changed).toBe(1);
    const [recorded] = await world.ledger.attempts(activityId, world.second.id);
    expect(recorded).toMatchObject({ score: 1.5, status: 'graded' });
    expect((await world.teacher.post('regrade/update', body(1.5))).body.changed).toBe(0);
    const read = await world.teacher.post('regrade/get', { courseId: world.courseId, componentId, session_ids: [second._id] });
    expect(read.body.sessions[0].responses[0]).toMatchObject({ score: 1.5, person_scored: true });
  });

  it('skips empty scores and says when nothing changed', async () => {
    const { componentId, first, activityId } = await gradedPair();
    const update = await world.teacher.post('regrade/update', {
      courseId: world.courseId,
      componentId,
      sessions: [session(activityId, world.student.id, first._id, [{ response_id: world.essay._id, score: null }, { response_id: world.choice._id, score: '' }, { response_id: world.choice._id }])],
    });
    expect(update.status).toBe(200);
    expect(update.body.changed).toBe(0);
    expect((await world.ledger.attempts(activityId, world.student.id))[0]).toMatchObject({ status: 'needs_grading', score: 2, originalScore: null });
    // The computed score given back as it is changes nothing either.
    const same = await world.teacher.post('regrade/update', {
      courseId: world.courseId,
      componentId,
      sessions: [session(activityId, world.student.id, first._id, [{ response_id: world.choice._id, score: 2 }])],
    });
    expect(same.body.changed).toBe(0);
  });

  it('refuses scores out of range or not numbers with the spec message, and stores nothing', async () => {
    const { componentId, first, second, activityId } = await gradedPair();
    for (const score of [3.01, -1, 'abc', '2', true]) {
      const refused = await world.teacher.post('regrade/update', {
        courseId: world.courseId,
        componentId,
        sessions: [
          session(activityId, world.second.id, second._id, [{ response_id: world.choice._id, score: 1 }]),
          session(activityId, world.student.id, first._id, [{ response_id: world.essay._id, score }]),
        ],
      });
      expect([refused.status, refused.body.error, refused.body.fields]).toEqual([422, SCORE_RANGE, [{ field: 'sessions', message: SCORE_RANGE }]]);
    }
    expect((await world.ledger.attempts(activityId, world.second.id))[0]).toMatchObject({ score: 0, originalScore: null });
    expect((await world.ledger.attempts(activityId, world.student.id))[0]).toMatchObject({ score: 2, status: 'needs_grading' });
  });

  it("answers 'No answers found' for a session of another course, student or activity, an unknown response, or a session without answers", async () => {
    const { componentId, first, second, activityId } = await gradedPair();
    // The same student's attempt at an assessment of the world's other course.
    const otherPage = world.pages[0]!;
    const other = await world.teacher.post(`components/${otherPage}/new/`, {
      type: 'assessment',
      title: 'Elsewhere',
      config: { ...DEFAULT_ASSESSMENT_CONFIG, items: [{ id: world.essay._id, points: 3 }] },
    });
    const elsewhere = await takeAssessment(world.learner, `assessment/delivery/${world.course.courseId}/${other.body._id}/`, { [world.essay._id]: 'x' });
    const empty = await world.assessment();
    const blank = await takeAssessment(world.learner, empty.path, {});
    const emptyActivity = (await world.ledger.activityOf(world.courseId, empty.componentId))!;
    const cases = [
      { componentId, entry: session(activityId, world.student.id, elsewhere._id, [{ response_id: world.essay._id, score: 1 }]) },
      { componentId, entry: session(activityId, world.second.id, first._id, [{ response_id: world.essay._id, score: 1 }]) },
      { componentId, entry: session(emptyActivity, world.student.id, first._id, [{ response_id: world.essay._id, score: 1 }]) },
      { componentId, entry: session(activityId, world.second.id, second._id, [{ response_id: 'not-an-item', score: 1 }]) },
      { componentId: empty.componentId, entry: session(emptyActivity, world.student.id, blank._id, [{ response_id: world.essay._id, score: 1 }]) },
    ];
    for (const { componentId: component, entry } of cases) {
      const refused = await world.teacher.post('regrade/update', { courseId: world.courseId, componentId: component, sessions: [entry] });
      expect([refused.status, refused.body.error]).toEqual([404, 'No answers found']);
    }
  });

  it('refuses students and professors of other courses', async () => {
    const { componentId, first, activityId } = await gradedPair();
    const body = { courseId: world.courseId, componentId, sessions: [session(activityId, world.student.id, first._id, [{ response_id: world.essay._id, score: 3 }])] };
    expect((await world.learner.post('regrade/update', body)).status).toBe(403);
    expect((await world.stranger.post('regrade/update', body)).status).toBe(403);
    expect((await world.ledger.attempts(activityId, world.student.id))[0]).toMatchObject({ status: 'needs_grading' });
  });
});
