import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
import { coreServices } from '../../src/index.ts';

let tk: TestKernel;
let instructor: TestUser;
let assistant: TestUser;
let ada: TestUser;
let grace: TestUser;
let teacher: TestClient;
let helper: TestClient;
let adaClient: TestClient;
let graceClient: TestClient;

beforeAll(async () => {
  tk = await createTestKernel();
  instructor = await tk.createUser('instructor', { firstname: 'Dana', lastname: 'Whitfield' });
  assistant = await tk.createUser('assistant', { firstname: 'Priya', lastname: 'Raman' });
  ada = await tk.createUser('student', { firstname: 'Ada', lastname: 'Lovelace' });
  grace = await tk.createUser('student', { firstname: 'Grace', lastname: 'Hopper' });
  teacher = await tk.loginAs(instructor);
  helper = await tk.loginAs(assistant);
  adaClient = await tk.loginAs(ada);
  graceClient = await tk.loginAs(grace);
});
afterAll(() => tk?.close());

/** A course taught by the instructor and assistant, with Ada and Grace enrolled. */
const classCourse = (settings: Record<string, unknown> = {}) => tk.createCourse({ instructor, assistants: [assistant], students: [ada, grace], settings });

const storedMessages = async (courseId: string) => Number((await tk.kernel.knex('messages').where({ course_id: courseId }).count('* as n'))[0]!.n);

describe('sending to all students or one', () => {
  it('sends to every student of the course at sending time, and to no one on its staff', async () => {
    const { courseId } = await classCourse();
    const sent = await teacher.post(`messages/${courseId}/`, { to: 'all', text: '  Quiz on Friday.  ' });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ message: { kind: 'all', to: 'all', text: 'Quiz on Friday.' }, recipients: 2 });
    for (const client of [adaClient, graceClient]) {
      const { body } = await client.get(`messages/${courseId}/`);
      expect(body).toMatchObject({ unread: 1, messaging_disabled: false, professor: false });
      expect(body.messages).toEqual([
        { _id: sent.body.message._id, kind: 'all', from: { _id: instructor.id, name: 'Dana Whitfield' }, text: 'Quiz on Friday.', created_at: expect.any(String), read: false },
      ]);
    }
    expect((await helper.get(`messages/${courseId}/`)).body).toMatchObject({ messages: [], unread: 0, professor: true });
    // Someone who enrols later did not get the message sent before.
    const late = await tk.createUser('student');
    await tk.kernel.knex('enrollments').insert({ course_id: courseId, user_id: late.id });
    expect((await (await tk.loginAs(late)).get(`messages/${courseId}/`)).body).toMatchObject({ messages: [], unread: 0 });
  });

  it('sends privately to one student, and assistants may send too', async () => {
    const { courseId } = await classCourse();
    const sent = await helper.post(`messages/${courseId}/`, { to: ada.id, text: 'See me after class.' });
    expect(sent.body).toMatchObject({ message: { kind: 'private', to: ada.id }, recipients: 1 });
    expect((await adaClient.get(`messages/${courseId}/`)).body.messages).toMatchObject([{ kind: 'private', from: { name: 'Priya Raman' }, text: 'See me after class.' }]);
    expect((await graceClient.get(`messages/${courseId}/`)).body.messages).toEqual([]);
  });

  it('lists the newest first, each course on its own', async () => {
    const { courseId } = await classCourse();
    const other = await classCourse();
    await teacher.post(`messages/${courseId}/`, { to: 'all', text: 'First' });
    tk.clock.advance(60_000);
    await teacher.post(`messages/${courseId}/`, { to: ada.id, text: 'Second' });
    await teacher.post(`messages/${other.courseId}/`, { to: 'all', text: 'Elsewhere' });
    const { body } = await adaClient.get(`messages/${courseId}/`);
    expect(body.messages.map((m: { text: string }) => m.text)).toEqual(['Second', 'First']);
    expect(body.unread).toBe(2);
  });

  it('answers the newest 100 messages and counts every unread one', async () => {
    const { courseId } = await classCourse();
    const messages = tk.kernel.resolve(coreServices.messages);
    for (let n = 1; n <= 101; n += 1) {
      await messages.sendBot({ courseId, userIds: [ada.id], text: `Note ${n}` });
      tk.clock.advance(1000);
    }
    const { body } = await adaClient.get(`messages/${courseId}/`);
    expect(body.messages).toHaveLength(100);
    expect(body.messages[0].text).toBe('Note 101');
    expect(body.unread).toBe(101);
  });
});

describe('who may send, and to whom', () => {
  it('refuses students and people outside the course', async () => {
    const { courseId } = await classCourse();
    expect((await adaClient.post(`messages/${courseId}/`, { to: 'all', text: 'Hi all' })).body.errno).toBe('access-denied');
    const outsider = await tk.loginAs(await tk.createUser('instructor'));
    expect((await outsider.post(`messages/${courseId}/`, { to: 'all', text: 'Hi all' })).body.errno).toBe('access-denied');
    expect((await outsider.get(`messages/${courseId}/`)).body.errno).toBe('student-not-in-course');
    expect((await tk.client().get(`messages/${courseId}/`)).body.errno).toBe('not-logged');
    expect(await storedMessages(courseId)).toBe(0);
  });

  it('refuses a recipient who is not a student of the course', async () => {
    const { courseId } = await classCourse();
    const stranger = await tk.createUser('student');
    for (const to of [stranger.id, assistant.id, instructor.id, '0123456789abcdef01234567']) {
      const refused = await teacher.post(`messages/${courseId}/`, { to, text: 'Hello' });
      expect(refused.status).toBe(422);
      expect(refused.body.fields).toEqual([{ field: 'to', message: 'This person is not a student of this course.' }]);
    }
    // A student who is also on the staff is not on the student roster.
    await tk.kernel.knex('enrollments').insert({ course_id: courseId, user_id: assistant.id });
    expect((await teacher.post(`messages/${courseId}/`, { to: assistant.id, text: 'Hello' })).body.error).toBe('This person is not a student of this course.');
    expect((await teacher.post(`messages/${courseId}/`, { to: 'everyone', text: 'Hello' })).body.fields).toEqual([{ field: 'to', message: 'Choose all students or one student.' }]);
    expect(await storedMessages(courseId)).toBe(0);
  });

  it('refuses a message to all students of a course that has none', async () => {
    const { courseId } = await tk.createCourse({ instructor });
    const refused = await teacher.post(`messages/${courseId}/`, { to: 'all', text: 'Anyone?' });
    expect(refused.body).toMatchObject({ errno: 'validation-failed', fields: [{ field: 'to', message: 'This course has no students yet.' }] });
  });

  it('refuses every message while the course disables messaging, and says so in the list', async () => {
    const { courseId } = await classCourse();
    expect((await teacher.put(`collection/courses/${courseId}/`, { disable_messaging: true })).status).toBe(200);
    const refused = await teacher.post(`messages/${courseId}/`, { to: 'all', text: 'Hello' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ errno: 'messaging-disabled', error: 'Messaging is disabled for this course.' });
    expect((await teacher.post(`messages/${courseId}/`, { to: ada.id, text: 'Hello' })).body.errno).toBe('messaging-disabled');
    expect((await adaClient.get(`messages/${courseId}/`)).body).toMatchObject({ messaging_disabled: true, messages: [] });
    expect(await storedMessages(courseId)).toBe(0);
    await teacher.put(`collection/courses/${courseId}/`, { disable_messaging: false });
    expect((await teacher.post(`messages/${courseId}/`, { to: ada.id, text: 'Hello' })).status).toBe(201);
  });
});

describe('message text', () => {
  it('is plain text, trimmed, 1 to 5000 characters', async () => {
    const { courseId } = await classCourse();
    const send = (text: unknown) => teacher.post(`messages/${courseId}/`, { to: ada.id, text });
    for (const blank of ['', '   \n\t ']) expect((await send(blank)).body.fields).toEqual([{ field: 'text', message: 'Please write a message.' }]);
    expect((await teacher.post(`messages/${courseId}/`, { to: ada.id })).body.fields).toEqual([{ field: 'text', message: 'Please write a message.' }]);
    expect((await send(42)).body.fields).toEqual([{ field: 'text', message: 'Please write a message.' }]);
    expect((await send('x'.repeat(5001))).body.fields).toEqual([{ field: 'text', message: 'A message can be at most 5000 characters.' }]);
    expect((await teacher.post(`messages/${courseId}/`, { to: ada.id, text: 'Hi', urgent: true })).body.error).toBe('Unknown field "urgent"');
    expect(await storedMessages(courseId)).toBe(0);
    // 5000 characters (an emoji counts as one) inside spaces are accepted, trimmed.
    expect((await send(`  ${'😀'.repeat(5000)}  `)).status).toBe(201);
    // NUL never reaches the message: the kernel refuses it (issue 14); other control characters are dropped.
    expect((await send('Line\u0000')).status).toBe(422);
    expect(await storedMessages(courseId)).toBe(1);
    expect((await send('Line one\r\nLine two\u0007')).body.message.text).toBe('Line one\nLine two');
    expect((await adaClient.get(`messages/${courseId}/`)).body.messages[0].text).toBe('Line one\nLine two');
  });
});

describe('read state', () => {
  it('is per recipient: marking read lowers only the caller’s unread count', async () => {
    const { courseId } = await classCourse();
    const first = (await teacher.post(`messages/${courseId}/`, { to: 'all', text: 'One' })).body.message._id;
    const second = (await teacher.post(`messages/${courseId}/`, { to: 'all', text: 'Two' })).body.message._id;
    expect((await adaClient.post(`messages/${courseId}/read/`, { ids: [first] })).body).toEqual({ unread: 1 });
    const ada1 = (await adaClient.get(`messages/${courseId}/`)).body;
    expect(ada1.messages.map((m: { _id: string; read: boolean }) => [m._id, m.read])).toEqual([
      [second, false],
      [first, true],
    ]);
    expect((await graceClient.get(`messages/${courseId}/`)).body.unread).toBe(2);
    // Marking again, or naming a message that is not the caller's, changes nothing.
    expect((await adaClient.post(`messages/${courseId}/read/`, { ids: [first, '0123456789abcdef01234567'] })).body).toEqual({ unread: 1 });
    expect((await adaClient.post(`messages/${courseId}/read/`, { ids: [second] })).body).toEqual({ unread: 0 });
    expect((await graceClient.get(`messages/${courseId}/`)).body.unread).toBe(2);
  });

  it('needs 1 to 100 different message ids', async () => {
    const { courseId } = await classCourse();
    const message = 'Name 1 to 100 different messages.';
    expect((await adaClient.post(`messages/${courseId}/read/`, { ids: [] })).body.error).toBe(message);
    expect((await adaClient.post(`messages/${courseId}/read/`, {})).body.error).toBe(message);
    expect((await adaClient.post(`messages/${courseId}/read/`, { ids: ['nope'] })).body.error).toBe(message);
    const id = '0123456789abcdef01234567';
    expect((await adaClient.post(`messages/${courseId}/read/`, { ids: [id, id] })).body.error).toBe(message);
  });
});

describe('the roster a professor writes to', () => {
  it('lists the students by last name, without the staff, to professors only', async () => {
    const { courseId } = await classCourse();
    const { body } = await helper.get(`messages/${courseId}/recipients/`);
    expect(body.students).toEqual([
      { _id: grace.id, firstname: 'Grace', lastname: 'Hopper', name: 'Grace Hopper' },
      { _id: ada.id, firstname: 'Ada', lastname: 'Lovelace', name: 'Ada Lovelace' },
    ]);
    expect((await adaClient.get(`messages/${courseId}/recipients/`)).body.errno).toBe('access-denied');
  });
});

describe('bot messages (coreServices.messages)', () => {
  it('reach the people named, from no one, even with messaging disabled', async () => {
    const { courseId } = await classCourse({ disable_messaging: true });
    const messages = tk.kernel.resolve(coreServices.messages);
    const id = await messages.sendBot({ courseId, userIds: [instructor.id, assistant.id, instructor.id], text: ' A post was flagged. ' });
    for (const client of [teacher, helper]) {
      expect((await client.get(`messages/${courseId}/`)).body.messages).toEqual([
        { _id: id, kind: 'bot', from: null, text: 'A post was flagged.', created_at: expect.any(String), read: false },
      ]);
    }
    expect((await adaClient.get(`messages/${courseId}/`)).body.messages).toEqual([]);
  });

  it('sends nothing to no one, and refuses people outside the course or bad text', async () => {
    const { courseId } = await classCourse();
    const messages = tk.kernel.resolve(coreServices.messages);
    expect(await messages.sendBot({ courseId, userIds: [], text: 'Nobody' })).toBeNull();
    const stranger = await tk.createUser('instructor');
    await expect(messages.sendBot({ courseId, userIds: [instructor.id, stranger.id], text: 'Flagged' })).rejects.toMatchObject({
      errno: 'validation-failed',
      message: 'A bot message goes to people of its course.',
    });
    await expect(messages.sendBot({ courseId, userIds: [instructor.id], text: '  ' })).rejects.toMatchObject({ message: 'Please write a message.' });
    expect(await storedMessages(courseId)).toBe(0);
  });

  it("joins the caller's transaction when given one", async () => {
    const { courseId } = await classCourse();
    const messages = tk.kernel.resolve(coreServices.messages);
    await expect(
      tk.kernel.knex.transaction(async (trx) => {
        await messages.sendBot({ courseId, userIds: [instructor.id], text: 'Flagged' }, trx);
        throw new Error('the plugin write failed');
      }),
    ).rejects.toThrow('the plugin write failed');
    expect(await storedMessages(courseId)).toBe(0);
    await tk.kernel.knex.transaction((trx) => messages.sendBot({ courseId, userIds: [instructor.id], text: 'Flagged' }, trx));
    expect(await storedMessages(courseId)).toBe(1);
  });

  it('is what a plugin resolves from its own container', async () => {
    const withPlugin = await createTestKernel({ plugins: [{ id: 'notifier', version: '1.0.0', kernel: '^1' }], listen: false });
    try {
      expect(typeof withPlugin.kernel.resolveFor('notifier', coreServices.messages).sendBot).toBe('function');
    } finally {
      await withPlugin.close();
    }
  });
});
