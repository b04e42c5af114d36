import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrol, setLabelBundle, updateAccount } from '@lms/sdk/testing';
import type { LabelBundleReader, Logger, MailSender, PeopleDirectory } from '@lms/sdk';
import { mentionedIds, ThreadNotifier } from '@lms/sdk';
import type { MentionCandidate } from '../src/calls/mentionCalls.ts';
import type { ApiPost } from '../src/schemas/threadTypes.ts';
import { boardPath, boardWorld, createBoard, type BoardWorld } from './boardFixture.ts';

describe('mentions (part 2 §5)', () => {
  const people = [
    { id: 'a', firstname: 'Ada', lastname: 'Lovelace' },
    { id: 'b', firstname: 'Bob', lastname: 'Hope' },
    { id: 'c', firstname: 'Bob', lastname: 'Hopeful' },
  ];

  it("finds '@' followed by a full name, in any case, not running into a longer name", () => {
    expect(mentionedIds('Thanks @ada lovelace!', people)).toEqual(['a']);
    expect(mentionedIds('@Bob Hopeful wrote', people)).toEqual(['c']);
    expect(mentionedIds('@Bob Hope, @Ada  Lovelace', people)).toEqual(['a', 'b']);
    expect(mentionedIds('Ada Lovelace without the at', people)).toEqual([]);
    expect(mentionedIds('mail@Bob.Hope', people)).toEqual([]);
  });

  it("reads the course's members only for a text with an '@' (a post without one mentions nobody)", async () => {
    const read: string[] = [];
    const directory = { courseMembers: async (courseId: string) => (read.push(courseId), people.map((person) => ({ ...person, bot: false }))) };
    const notifier = new ThreadNotifier(directory as unknown as PeopleDirectory, {} as LabelBundleReader, {} as MailSender, {} as Logger);
    expect(await notifier.mentioned('course-1', 'b', 'Ada Lovelace, without the at')).toEqual([]);
    expect(read).toEqual([]);
    expect((await notifier.mentioned('course-1', 'b', 'Thanks @ada lovelace')).map((person) => person.id)).toEqual(['a']);
    expect(read).toEqual(['course-1']);
  });
});

describe('mention and reply mail', () => {
  let world: BoardWorld;
  let base: string;

  beforeAll(async () => {
    world = await boardWorld();
    base = boardPath(world, await createBoard(world));
  });

  afterAll(() => world?.tk.close());

  it('lists who may be mentioned: course members, never oneself, never a bot', async () => {
    const bot = await world.tk.createUser('student', { firstname: 'Helper', lastname: 'Bot' });
    await updateAccount(world.tk, bot.id, { account_type: 'bot' });
    await enrol(world.tk, world.course.courseId, bot.id);
    const listed = (await world.adaClient.get(`board_mentions/${world.course.courseId}/`)).body as MentionCandidate[];
    expect(listed.map((person) => person.name).sort()).toEqual(['Abe Assist', 'Bob Hope', 'Irene Teach']);
    expect(listed.find((person) => person.name === 'Bob Hope')?._id).toBe(world.bob.id);
  });

  it('queues no mail while the notifications label is off', async () => {
    await world.adaClient.post(`${base}posts/`, { message: 'Hi @Bob Hope' });
    expect(await world.tk.mailTo(world.bob.email)).toEqual([]);
  });

  describe('with the notifications label on', () => {
    beforeAll(() => setLabelBundle(world.tk, { notifications: true }));

    it('mails the mentioned, with the message and a link to the page', async () => {
      const location = `/${world.pages[0]}`;
      await world.adaClient.post(`${base}posts/`, { message: '<p>What do you think, @bob hope and @Irene Teach?</p>', location });
      const [mail] = await world.tk.mailTo(world.bob.email);
      expect(mail).toMatchObject({ subject: 'Ada Lovelace mentioned you in a discussion board' });
      expect(mail!.text).toContain('What do you think, @bob hope and @Irene Teach?');
      expect(mail!.text).toContain(`${world.tk.url}${location}`);
      expect(await world.tk.mailTo(world.instructor.email)).toHaveLength(1);
    });

    it('never mails the writer about themselves', async () => {
      await world.adaClient.post(`${base}posts/`, { message: 'Note to self, @Ada Lovelace' });
      expect(await world.tk.mailTo(world.ada.email)).toEqual([]);
    });

    it("mails a post's author when someone replies, once even if also mentioned", async () => {
      const question = (await world.adaClient.post(`${base}posts/`, { message: 'A question' })).body as ApiPost;
      await world.bobClient.post(`${base}posts/`, { message: 'An answer', parent_id: question._id });
      await world.bobClient.post(`${base}posts/`, { message: 'And @Ada Lovelace, more', parent_id: question._id });
      const mails = await world.tk.mailTo(world.ada.email);
      expect(mails.map((mail) => mail.subject).sort()).toEqual(['Bob Hope mentioned you in a discussion board', 'Bob Hope replied to you in a discussion board']);
      // Replying to oneself mails nobody.
      await world.adaClient.post(`${base}posts/`, { message: 'Self reply', parent_id: question._id });
      expect(await world.tk.mailTo(world.ada.email)).toHaveLength(2);
    });

    it('mails on an edit only those it mentions for the first time', async () => {
      const post = (await world.bobClient.post(`${base}posts/`, { message: 'Hello @Abe Assist' })).body as ApiPost;
      expect(await world.tk.mailTo(world.assistant.email)).toHaveLength(1);
      await world.bobClient.put(`${base}posts/${post._id}/`, { message: 'Hello @Abe Assist and @Irene Teach' });
      expect(await world.tk.mailTo(world.assistant.email)).toHaveLength(1);
      expect(await world.tk.mailTo(world.instructor.email)).toHaveLength(2);
    });

    it('respects an account that turned email notifications off', async () => {
      await updateAccount(world.tk, world.bob.id, { email_notifications: false });
      const before = (await world.tk.mailTo(world.bob.email)).length;
      await world.adaClient.post(`${base}posts/`, { message: '@Bob Hope again' });
      expect(await world.tk.mailTo(world.bob.email)).toHaveLength(before);
    });
  });
});
