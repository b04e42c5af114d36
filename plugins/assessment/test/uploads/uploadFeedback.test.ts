import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradingWorld, takeAssessment, type GradingWorld } from '../grading/gradingWorld.ts';

/** Issue 26 item 3: professors read the answers students upload and give feedback the student reads (part 3 §6). */
let world: GradingWorld;
let componentId: string;
let sessionId: string;

beforeAll(async () => {
  world = await gradingWorld();
  const quiz = await world.assessment();
  componentId = quiz.componentId;
  sessionId = (await takeAssessment(world.learner, quiz.path, { [world.choice._id]: 'b', [world.essay._id]: 'Cells divide by mitosis.' }))._id;
  // The second student leaves the essay blank: nothing uploaded.
  await takeAssessment(world.secondLearner, quiz.path, { [world.choice._id]: 'a', [world.essay._id]: '   ' });
});

afterAll(() => world?.tk.close());

describe('GET assessment/uploads/{courseId}/', () => {
  it("lists every student's uploaded answers to professors, and only the caller's own to a student", async () => {
    const all = await world.teacher.get(`assessment/uploads/${world.courseId}/`);
    expect(all.status).toBe(200);
    expect(all.body.uploads).toEqual([
      expect.objectContaining({ session_id: sessionId, component_id: componentId, assessment_title: 'Quiz', item_id: world.essay._id, type: 'longtext', response: 'Cells divide by mitosis.', feedback: null }),
    ]);
    expect((await world.teacher.get(`assessment/uploads/${world.courseId}/?user=${world.second.id}`)).body.uploads).toEqual([]);
    expect((await world.secondLearner.get(`assessment/uploads/${world.courseId}/`)).body.uploads).toEqual([]);
    // A student's ?user= is ignored: their own only.
    expect((await world.secondLearner.get(`assessment/uploads/${world.courseId}/?user=${world.student.id}`)).body.uploads).toEqual([]);
    expect((await world.learner.get(`assessment/uploads/${world.courseId}/`)).body.uploads).toHaveLength(1);
  });
});

describe('PUT assessment/feedback/{sessionId}/{itemId} and GET assessment/feedback/{sessionId}/{1|0}', () => {
  it('saves a professor’s feedback, which the student reads when resuming the session', async () => {
    const saved = await world.teacher.put(`assessment/feedback/${sessionId}/${world.essay._id}`, { feedback: ' Good: add meiosis. ' });
    expect(saved.status).toBe(200);
    expect(saved.body.feedback).toMatchObject({ text: 'Good: add meiosis.', by: expect.any(String) });
    const resume = await world.learner.get(`assessment/feedback/${sessionId}/1`);
    expect(resume.body).toMatchObject({ session_id: sessionId, mode: 'resume', uploads: [{ feedback: { text: 'Good: add meiosis.' } }] });
    const review = await world.helper.get(`assessment/feedback/${sessionId}/0`);
    expect(review.body.mode).toBe('review');
  });

  it('removes the feedback with an empty text', async () => {
    await world.teacher.put(`assessment/feedback/${sessionId}/${world.essay._id}`, { feedback: '' });
    expect((await world.learner.get(`assessment/feedback/${sessionId}/1`)).body.uploads[0].feedback).toBeNull();
  });

  it('refuses students writing feedback, another student resuming, a student reviewing, and an item without an upload', async () => {
    expect((await world.learner.put(`assessment/feedback/${sessionId}/${world.essay._id}`, { feedback: 'Self praise' })).status).toBe(403);
    expect((await world.secondLearner.get(`assessment/feedback/${sessionId}/1`)).status).toBe(403);
    expect((await world.learner.get(`assessment/feedback/${sessionId}/0`)).status).toBe(403);
    expect((await world.teacher.put(`assessment/feedback/${sessionId}/${world.choice._id}`, { feedback: 'No' })).status).toBe(404);
    expect((await world.teacher.get(`assessment/feedback/${sessionId}/2`)).status).toBe(404);
    expect((await world.teacher.get('assessment/feedback/0123456789abcdef01234567/0')).status).toBe(404);
    expect((await world.teacher.put(`assessment/feedback/${sessionId}/${world.essay._id}`, { feedback: 'x'.repeat(5001) })).status).toBe(422);
  });
});
