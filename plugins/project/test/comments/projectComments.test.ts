import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_MESSAGES, THREAD_MESSAGES, type ApiComment } from '@lms/sdk/calls';
import { setLabelBundle } from '@lms/sdk/testing';
import { COMMENT_MESSAGES } from '../../src/schemas/commentMessages.ts';
import { commentsPath, commentsWorld, projectOf, setStatus, type CommentsWorld } from './commentsFixture.ts';

let world: CommentsWorld;
let adaProject: string;
let base: string;

beforeAll(async () => {
  world = await commentsWorld();
  adaProject = await projectOf(world, world.ada);
  base = commentsPath(world, adaProject);
});

afterAll(() => world?.tk.close());

const notFound = { errno: 'not-found', error: COMMENT_MESSAGES.projectNotFound };

describe('who reads and writes a project’s comments (part 2 §6)', () => {
  it('lets the owner and professors in, never a classmate while the project is not shared', async () => {
    const own = await world.adaClient.post(base, { message: 'My first note' });
    expect(own.status).toBe(201);
    expect(own.body).toMatchObject({ name: 'Ada Lovelace', message: 'My first note', raw_message: 'My first note', user: { firstname: 'Ada', lastname: 'Lovelace' } });
    expect((await world.teacher.get(base)).body).toMatchObject({ moderator: true, graded: true, comments: [{ message: 'My first note' }] });
    for (const status of ['draft', 'submitted']) {
      await setStatus(world, adaProject, status);
      expect((await world.bobClient.get(base)).body).toEqual(notFound);
      expect((await world.bobClient.post(base, { message: 'Peeking' })).body).toEqual(notFound);
      expect((await world.bobClient.get(`${base}mentions/`)).status).toBe(404);
    }
    await setStatus(world, adaProject, 'draft');
  });

  it('lets classmates read and comment while it is shared', async () => {
    await setStatus(world, adaProject, 'shared');
    const read = await world.bobClient.get(base);
    expect(read.status).toBe(200);
    expect(read.body.moderator).toBe(false);
    expect(read.body.comments.map((comment: ApiComment) => comment.message)).toEqual(['My first note']);
    expect((await world.bobClient.post(base, { message: 'Nice work', parent_id: read.body.comments[0]._id })).status).toBe(201);
    const thread = (await world.adaClient.get(base)).body.comments as ApiComment[];
    expect(thread[0]!.replies.map((reply) => reply.name)).toEqual(['Bob Hope']);
  });

  it('refuses a student outside the course and an unknown project', async () => {
    const outsider = await world.tk.loginAs(await world.tk.createUser('student'));
    expect((await outsider.get(base)).status).toBe(403);
    expect((await world.teacher.get(commentsPath(world, 'f'.repeat(24)))).body).toEqual(notFound);
  });

  it('ignores an empty comment', async () => {
    expect((await world.bobClient.post(base, { message: '<p> </p>' })).status).toBe(204);
  });
});

describe('changing comments', () => {
  let bobsId: string;

  beforeAll(async () => {
    bobsId = (await world.bobClient.post(base, { message: 'Bob was here' })).body._id;
  });

  it('lets the author and moderators edit, nobody else', async () => {
    expect((await world.adaClient.put(`${base}${bobsId}/`, { message: 'Ada rewrites' })).body).toMatchObject({ errno: 'access-denied', error: THREAD_MESSAGES.notYours });
    expect((await world.bobClient.put(`${base}${bobsId}/`, { message: 'Bob edits' })).body).toMatchObject({ message: 'Bob edits', editor: world.bob.id });
    expect((await world.teacher.put(`${base}${bobsId}/`, { message: 'Tidied by the teacher' })).body).toMatchObject({ editor: world.instructor.id });
  });

  it('deletes (an empty edit too) and restores', async () => {
    const deleted = (await world.bobClient.delete(`${base}${bobsId}/`)).body;
    expect(deleted.deleted).not.toBeNull();
    // Others no longer get a deleted comment without replies.
    expect((await world.adaClient.get(base)).body.comments.some((comment: ApiComment) => comment._id === bobsId)).toBe(false);
    expect((await world.bobClient.post(`${base}${bobsId}/undelete/`)).body.deleted).toBeNull();
    expect((await world.bobClient.put(`${base}${bobsId}/`, { message: '' })).body.deleted).not.toBeNull();
    expect((await world.bobClient.post(`${base}${bobsId}/undelete/`)).body.deleted).toBeNull();
  });
});

describe('moderation', () => {
  let commentId: string;

  beforeAll(async () => {
    commentId = (await world.bobClient.post(base, { message: 'Something rude' })).body._id;
  });

  it('lets a reader flag; the comment is then hidden from everyone but its author and moderators', async () => {
    expect((await world.adaClient.post(`${base}${commentId}/flag/`)).body).toEqual({ message: MODERATION_MESSAGES.flagged, post: null });
    expect((await world.adaClient.get(base)).body.comments.some((comment: ApiComment) => comment._id === commentId)).toBe(false);
    expect((await world.bobClient.get(base)).body.comments.find((comment: ApiComment) => comment._id === commentId)).toMatchObject({ flagged: true });
    expect((await world.teacher.get(base)).body.comments.find((comment: ApiComment) => comment._id === commentId)).toMatchObject({ flagged: true, flaggedBy: world.ada.id });
  });

  it('lets only moderators un-flag, pin and un-pin', async () => {
    expect((await world.bobClient.delete(`${base}${commentId}/flag/`)).status).toBe(403);
    expect((await world.adaClient.post(`${base}${commentId}/pin/`)).status).toBe(403);
    expect((await world.teacher.delete(`${base}${commentId}/flag/`)).body).toMatchObject({ message: MODERATION_MESSAGES.unflagged, post: { flagged: false } });
    expect((await world.teacher.post(`${base}${commentId}/pin/`)).body).toMatchObject({ message: MODERATION_MESSAGES.pinned, post: { pin: true, pinned: commentId } });
    expect((await world.adaClient.get(base)).body.comments[0]._id).toBe(commentId);
    expect((await world.teacher.delete(`${base}${commentId}/pin/`)).body).toMatchObject({ message: MODERATION_MESSAGES.unpinned, post: { pin: false } });
  });
});

describe('sanitising and banned words (part 2 §5, as the board)', () => {
  afterAll(() => setLabelBundle(world.tk, {}));

  it('keeps the post profile only: no script, handler, style or image', async () => {
    const answer = (await world.adaClient.post(base, { message: '<p onclick="x()">Hi <script>alert(1)</script><b>there</b><img src="https://a.example/x.png"></p>' })).body;
    expect(answer.message).toBe('<p>Hi <b>there</b></p>');
    expect(answer.raw_message).toBe('Hi there');
  });

  it('refuses a comment, reply or edit with a banned word, saving nothing', async () => {
    await setLabelBundle(world.tk, { banned_words: 'darn, heck' });
    const count = async () => Number((await world.tk.kernel.knex('project_comments').count({ n: '*' }).first())!.n);
    const before = await count();
    const banned = { errno: 'comment-banned', error: THREAD_MESSAGES.banned };
    expect((await world.adaClient.post(base, { message: '<p>Oh <b>DARN</b></p>' })).body).toEqual(banned);
    const mine = (await world.adaClient.get(base)).body.comments.find((comment: ApiComment) => comment.id === world.ada.id) as ApiComment;
    expect((await world.adaClient.post(base, { message: 'what the heckler said', parent_id: mine._id })).body).toEqual(banned);
    expect((await world.adaClient.put(`${base}${mine._id}/`, { message: 'darn it' })).body).toEqual(banned);
    expect(await count()).toBe(before);
  });
});

describe('one reading rule for a project and its comments', () => {
  it("lets a classmate read the comments exactly when they read the project: submitted work still shown (its version shared)", async () => {
    const project = adaProject;
    await setStatus(world, project, 'shared');
    const path = commentsPath(world, project);
    const readsProject = async () => (await world.bobClient.get(`projects/${world.course.courseId}/${project}`)).status;
    expect([await readsProject(), (await world.bobClient.get(path)).status]).toEqual([200, 200]);
    // Submitted after sharing: the status is no longer 'shared', the version it shows still is.
    await world.tk.kernel.knex('project_projects').where({ id: project }).update({ status: 'submitted' });
    expect([await readsProject(), (await world.bobClient.get(path)).status]).toEqual([200, 200]);
    await setStatus(world, project, 'draft');
    expect([await readsProject(), (await world.bobClient.get(path)).status]).toEqual([404, 404]);
  });
});

describe('mentions', () => {
  it('lists who may be mentioned: the course, less the writer', async () => {
    const names = ((await world.adaClient.get(`${base}mentions/`)).body as { name: string }[]).map((person) => person.name).sort();
    expect(names).toEqual(['Bob Hope', 'Irene Teach']);
  });

  it('mails those mentioned when notifications are on', async () => {
    await setLabelBundle(world.tk, { notifications: true });
    await world.adaClient.post(base, { message: 'Thanks @Bob Hope!' });
    const mail = await world.tk.mailTo(world.bob.email);
    expect(mail[0]?.subject).toBe('Ada Lovelace mentioned you in the comments of a project');
    // The link opens the project screen (the web route table's `project`), not the site's front page.
    const { courseId, first } = world.course;
    const screen = `/project/${courseId}/${first.lessonId}/${first.pageId}/${world.componentId}/${adaProject}`;
    expect(mail[0]?.text).toMatch(new RegExp(`See it here: https?://[^/\\s]+${screen}\\n`));
    await setLabelBundle(world.tk, {});
  });
});
