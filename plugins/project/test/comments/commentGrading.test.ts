import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, ledgerGradeCell, testSockets } from '@lms/sdk/testing';
import { COMMENT_MESSAGES } from '../../src/schemas/commentMessages.ts';
import { commentsPath, commentsWorld, projectOf, type CommentsWorld } from './commentsFixture.ts';

let world: CommentsWorld;
let adaProject: string;
let records: string;
let grading: string;
const sockets = testSockets();

beforeAll(async () => {
  world = await commentsWorld({ due_date: null, graded: true, max_score: 10 });
  adaProject = await projectOf(world, world.ada, 'shared');
  records = `submissions/${world.course.courseId}/comments/${world.componentId}/`;
  grading = `comments-grading/${world.course.courseId}/${world.componentId}/${world.bob.id}/`;
});

afterAll(async () => {
  sockets.closeAll();
  await world?.tk.close();
});

const commentedAt = async (studentId: string) =>
  (await world.tk.kernel.knex('project_comment_students').where({ component_id: world.componentId, student_id: studentId }).first('commented_at'))?.commented_at ?? null;

describe('that a student commented (submissions/{courseId}/comments/{commentsComp})', () => {
  it('is recorded with their first live comment and removed with their last', async () => {
    const first = (await world.bobClient.post(commentsPath(world, adaProject), { message: 'One' })).body._id;
    expect(await commentedAt(world.bob.id)).not.toBeNull();
    await world.bobClient.delete(`${commentsPath(world, adaProject)}${first}/`);
    expect(await commentedAt(world.bob.id)).toBeNull();
    await world.bobClient.post(`${commentsPath(world, adaProject)}${first}/undelete/`);
    expect(await commentedAt(world.bob.id)).not.toBeNull();
    // A professor's comment is no student's record.
    await world.teacher.post(commentsPath(world, adaProject), { message: 'Staff note' });
    expect(await commentedAt(world.instructor.id)).toBeNull();
  });

  it('is refused, storing nothing, for a component that is not a project of the course', async () => {
    const elsewhere = `submissions/${world.course.courseId}/comments/${'e'.repeat(24)}/`;
    expect((await world.adaClient.post(elsewhere)).status).toBe(404);
    expect((await world.teacher.put(elsewhere, { student_id: world.ada.id })).status).toBe(404);
    expect(await commentedAt(world.ada.id)).toBeNull();
  });

  it('is recorded and removed by the student, and for another student by professors only', async () => {
    expect((await world.adaClient.post(records)).status).toBe(204);
    expect(await commentedAt(world.ada.id)).not.toBeNull();
    expect((await world.adaClient.delete(records)).status).toBe(204);
    expect(await commentedAt(world.ada.id)).toBeNull();
    expect((await world.teacher.post(records)).body).toMatchObject({ errno: 'access-denied', error: COMMENT_MESSAGES.notAStudent });
    expect((await world.bobClient.put(records, { student_id: world.ada.id })).status).toBe(403);
    expect((await world.teacher.put(records, { student_id: world.ada.id })).status).toBe(204);
    expect(await commentedAt(world.ada.id)).not.toBeNull();
    expect((await world.teacher.put(records, { student_id: world.ada.id, remove: true })).status).toBe(204);
    expect(await commentedAt(world.ada.id)).toBeNull();
    expect((await world.teacher.put(records, { student_id: world.instructor.id })).body).toMatchObject({ errno: 'access-denied' });
  });

  it("answers at the spec's path as written, without the closing slash, and refuses a visitor", async () => {
    const specPath = records.slice(0, -1);
    expect((await world.adaClient.post(specPath)).status).toBe(204);
    expect(await commentedAt(world.ada.id)).not.toBeNull();
    expect((await world.teacher.put(specPath, { student_id: world.ada.id, remove: true })).status).toBe(204);
    expect(await commentedAt(world.ada.id)).toBeNull();
    expect((await world.tk.client().post(specPath)).status).toBe(401);
  });
});

describe('graded comments with their own max score', () => {
  it('shows a professor the student’s comments and the max score; students are refused', async () => {
    const read = await world.teacher.get(grading);
    expect(read.body).toMatchObject({ graded: true, max_score: 10, grade: null, revision: 0 });
    expect(read.body.comments).toEqual([expect.objectContaining({ project_id: adaProject, project_title: 'Project of Ada', raw_message: 'One' })]);
    expect((await world.bobClient.get(grading)).status).toBe(403);
    expect((await world.bobClient.put(grading, { grade: 10, revision: 0 })).status).toBe(403);
  });

  it('puts the grade into the gradebook column of the component’s comments, at most the max score', async () => {
    expect((await world.teacher.put(grading, { grade: 11, revision: 0 })).body).toMatchObject({ errno: 'validation-failed', error: COMMENT_MESSAGES.overMax(10) });
    const graded = await world.teacher.put(grading, { grade: 8.5, revision: 0 });
    expect(graded.body).toMatchObject({ grade: 8.5, revision: 1 });
    const column = await world.tk.kernel.knex('project_comment_columns').where({ component_id: world.componentId }).first('activity_id');
    expect(await ledgerGradeCell(world.tk, column.activity_id, world.bob.id)).toMatchObject({ grade: 8.5, updatedBy: world.instructor.id });
    // The second grade goes to the same column.
    expect((await world.teacher.put(grading, { grade: 9, revision: 1 })).body).toMatchObject({ grade: 9, revision: 2 });
    expect(await ledgerGradeCell(world.tk, column.activity_id, world.bob.id)).toMatchObject({ grade: 9 });
  });

  it('refuses a grade made on an older revision (a second grader)', async () => {
    expect((await world.teacher.put(grading, { grade: 1, revision: 1 })).body).toMatchObject({ errno: 'comment-grade-changed', error: COMMENT_MESSAGES.gradeChanged });
    expect((await world.teacher.get(grading)).body.grade).toBe(9);
  });
});

describe('live comments: a room per project', () => {
  it('admits readers of the project only, and tells them of new comments', async () => {
    const bobProject = await projectOf(world, world.bob, 'draft');
    const ada = await sockets.connect(world.tk, world.adaClient);
    expect(await ask(ada, 'project:comments.join', { courseId: world.course.courseId, projectId: bobProject })).toMatchObject({ ok: false, errno: 'not-found' });
    const bob = await sockets.connect(world.tk, world.bobClient);
    expect(await ask(bob, 'project:comments.join', { courseId: world.course.courseId, projectId: bobProject })).toEqual({ ok: true, data: { moderator: false } });
    const heard = new Promise<{ projectId: string; comment: { message: string; user: { name: string } } }>((resolve) => bob.once('project:comment.post', resolve));
    await world.teacher.post(commentsPath(world, bobProject), { message: 'Start with the outline' });
    expect(await heard).toMatchObject({ projectId: bobProject, comment: { message: 'Start with the outline', user: { name: 'Irene Teach' } } });
  });
});
