import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices, type StudyItemInput } from '@lms/sdk';
import { createTestKernel, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
import studyToolsPlugin from '../src/server/index.ts';
import { NOT_IN_COURSE_CONTEXT, STUDY_CENTER_OFF, type StudyCenter } from '../src/calls/studyCenterCalls.ts';

let tk: TestKernel;
let instructor: TestUser;
let student: TestUser;
let other: TestUser;
let teacher: TestClient;
let learner: TestClient;
let classmate: TestClient;
let outsider: TestClient;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [studyToolsPlugin] });
  instructor = await tk.createUser('instructor');
  student = await tk.createUser('student');
  other = await tk.createUser('student');
  teacher = await tk.loginAs(instructor);
  learner = await tk.loginAs(student);
  classmate = await tk.loginAs(other);
  outsider = await tk.loginAs(await tk.createUser('student'));
});
afterAll(() => tk?.close());

const course = async (settings: Record<string, unknown> = {}) => (await tk.createCourse({ instructor, students: [student, other], settings })).courseId;
const put = (items: StudyItemInput[]) => tk.kernel.resolve(coreServices.studyItems).put(items);
const missed = (courseId: string, userId: string, ref: string, more: Partial<StudyItemInput> = {}): StudyItemInput => ({
  courseId,
  userId,
  source: 'assessment',
  ref,
  title: `Question ${ref}`,
  link: `/${courseId}/lesson/page`,
  ...more,
});
const centre = async (client: TestClient, courseId: string): Promise<StudyCenter> => {
  const answer = await client.get(`studycenter/${courseId}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as StudyCenter;
};
const titles = (items: StudyCenter['red_bucket']) => items.map((item) => item.title);

describe('GET studycenter/{courseId}', () => {
  it("answers the caller's own due items by bucket, with the red count as the badge", async () => {
    const courseId = await course();
    const later = new Date(Date.now() + 3 * 86_400_000);
    await put([missed(courseId, student.id, 'q1'), missed(courseId, student.id, 'q2'), missed(courseId, student.id, 'card', { source: 'flashcards', dueAt: later }), missed(courseId, other.id, 'q9')]);
    const answer = await centre(learner, courseId);
    expect(titles(answer.red_bucket)).toEqual(['Question q1', 'Question q2']);
    expect(answer).toMatchObject({ green_bucket: [], blue_bucket: [], badge: 2, error: null });
    expect(answer.red_bucket[0]).toMatchObject({ source: 'assessment', link: `/${courseId}/lesson/page`, due_at: null, moved_at: null });
    expect(titles((await centre(classmate, courseId)).red_bucket)).toEqual(['Question q9']);
    // A professor has a study center of their own: empty here.
    expect(await centre(teacher, courseId)).toEqual({ red_bucket: [], green_bucket: [], blue_bucket: [], badge: 0, error: null });
  });

  it('is refused outside the course, and outside any course with the spec message', async () => {
    const courseId = await course();
    expect((await outsider.get(`studycenter/${courseId}`)).status).toBe(403);
    expect((await tk.client().get(`studycenter/${courseId}`)).status).toBe(401);
    const without = await learner.get('studycenter/');
    expect(without).toMatchObject({ status: 400, body: { errno: 'not-in-course-context', error: NOT_IN_COURSE_CONTEXT } });
  });

  it('shows nothing in a course with noStudyCenter, and moves nothing there', async () => {
    const courseId = await course({ noStudyCenter: true });
    await put([missed(courseId, student.id, 'q1')]);
    expect(await centre(learner, courseId)).toEqual({ red_bucket: [], green_bucket: [], blue_bucket: [], badge: 0, error: STUDY_CENTER_OFF });
    const [item] = await tk.kernel.resolve(coreServices.studyItems).list(courseId, student.id);
    expect(await learner.get(`studycenter/move_bucket/${courseId}/${item!.id}/green`)).toMatchObject({ status: 403, body: { errno: 'study-center-off', error: STUDY_CENTER_OFF } });
  });
});

describe('GET studycenter/move_bucket/{courseId}/{itemId}/{green|blue}', () => {
  it('moves an item out of red to green or blue; the badge follows', async () => {
    const courseId = await course();
    await put([missed(courseId, student.id, 'q1'), missed(courseId, student.id, 'q2'), missed(courseId, student.id, 'q3')]);
    const [first, second] = (await centre(learner, courseId)).red_bucket;
    const moved = await learner.get(`studycenter/move_bucket/${courseId}/${first!._id}/green`);
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ bucket: 'green', item: { _id: first!._id, title: 'Question q1' } });
    expect((await learner.get(`studycenter/move_bucket/${courseId}/${second!._id}/blue`)).status).toBe(200);
    const answer = await centre(learner, courseId);
    expect([titles(answer.red_bucket), titles(answer.green_bucket), titles(answer.blue_bucket), answer.badge]).toEqual([['Question q3'], ['Question q1'], ['Question q2'], 1]);
    expect(answer.green_bucket[0]!.moved_at).not.toBeNull();
  });

  it('is refused without the XSRF header (a link or an image on another site), and moves nothing', async () => {
    const courseId = await course();
    await put([missed(courseId, student.id, 'q1')]);
    const [item] = (await centre(learner, courseId)).red_bucket;
    const bare = await learner.request('GET', `studycenter/move_bucket/${courseId}/${item!._id}/green`, undefined, { headers: { 'x-xsrf-token': '' } });
    expect(bare).toMatchObject({ status: 403, body: { errno: 'csrf-failed' } });
    expect((await centre(learner, courseId)).badge).toBe(1);
  });

  it("answers not found for someone else's item or another course's, and 422 for another bucket", async () => {
    const courseId = await course();
    const elsewhere = await course();
    await put([missed(courseId, other.id, 'q1'), missed(courseId, student.id, 'q2')]);
    const [theirs] = (await centre(classmate, courseId)).red_bucket;
    const [mine] = (await centre(learner, courseId)).red_bucket;
    expect(await learner.get(`studycenter/move_bucket/${courseId}/${theirs!._id}/green`)).toMatchObject({ status: 404, body: { errno: 'not-found' } });
    expect(await teacher.get(`studycenter/move_bucket/${courseId}/${theirs!._id}/blue`)).toMatchObject({ status: 404 });
    expect((await learner.get(`studycenter/move_bucket/${elsewhere}/${mine!._id}/green`)).status).toBe(404);
    expect(await learner.get(`studycenter/move_bucket/${courseId}/${mine!._id}/red`)).toMatchObject({ status: 422, body: { errno: 'validation-failed' } });
    expect((await centre(classmate, courseId)).badge).toBe(1);
    expect((await centre(learner, courseId)).badge).toBe(1);
  });
});
