import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { coreServices, type CourseAccess } from '@lms/contract';
import type { TestClient, TestKernel, TestUser } from '@lms/sdk/testing';
import { contentKernel } from '../content/support.ts';

/** The services plugins reach through coreServices besides the first ones: mail, label bundle, people, components, ledger removal. */
let tk: TestKernel;
let instructor: TestUser;
let student: TestUser;
let teacher: TestClient;
let courseId: string;
let page: string;
const PLUGIN = 'test-components';
const service = <T>(ref: { id: string; T?: T }) => tk.kernel.resolveFor(PLUGIN, ref as never) as T;

beforeAll(async () => {
  tk = await contentKernel();
  instructor = await tk.createUser('instructor', { firstname: 'Ivy', lastname: 'Staff' });
  student = await tk.createUser('student', { firstname: 'Sam', lastname: 'Pupil' });
  const course = await tk.createCourse({ instructor, students: [student] });
  courseId = course.courseId;
  page = `${course.courseId}/${course.first.lessonId}/${course.first.pageId}`;
  teacher = await tk.loginAs(instructor);
});

afterAll(() => tk?.close());

describe('grade ledger: activityOf and removeSubmissions', () => {
  it("finds a gradable component's activity, none for other types", async () => {
    const quiz = (await teacher.post(`components/${page}/new/`, { type: 'quiz' })).body._id as string;
    const note = (await teacher.post(`components/${page}/new/`, { type: 'note' })).body._id as string;
    const ledger = service(coreServices.grading);
    const activityId = await ledger.activityOf(courseId, quiz);
    expect(activityId).toMatch(/^[0-9a-f]{24}$/);
    expect(await ledger.activityOf(courseId, note)).toBeNull();
    expect(await ledger.activityOf('0'.repeat(24), quiz)).toBeNull();
  });

  it("removes one user's attempts on one activity only", async () => {
    const ledger = service(coreServices.grading);
    const quiz = (await tk.kernel.knex('components').where({ type: 'quiz' }).first()).id;
    const activityId = (await ledger.activityOf(courseId, quiz))!;
    await ledger.recordSubmission({ activityId, userId: student.id, submission: { answer: 'yes' } });
    await ledger.recordSubmission({ activityId, userId: student.id, submission: { answer: 'no' } });
    await ledger.recordSubmission({ activityId, userId: instructor.id, submission: { answer: 'yes' } });
    expect(await ledger.removeSubmissions(activityId, student.id)).toBe(2);
    expect(await ledger.attempts(activityId, student.id)).toEqual([]);
    expect(await ledger.attempts(activityId, instructor.id)).toHaveLength(1);
    expect(await ledger.removeSubmissions(activityId, student.id)).toBe(0);
  });
});

describe('mail, label bundle, people and components for plugins', () => {
  it('queues mail in the outbox, delivered by the job worker', async () => {
    await service(coreServices.mail).send({ to: student.email, subject: 'Hello', text: 'Body', kind: 'mention', userId: student.id });
    const [mail] = await tk.mailTo(student.email);
    expect(mail).toMatchObject({ subject: 'Hello', text: 'Body' });
    await expect(service(coreServices.mail).send({ to: 'a@b.example, c@d.example', subject: 'x', text: 'x', kind: 'mention' })).rejects.toThrow();
  });

  it("reads a host's label bundle over the defaults (banned words and the notifications label included)", async () => {
    const reader = service(coreServices.labelBundle);
    expect(await reader.forHost('school.example')).toMatchObject({ title: 'Learning Platform' });
    await tk.kernel.knex('label_bundles').insert({ host: 'school.example', bundle: JSON.stringify({ title: 'School', banned_words: 'darn' }), theme: '{}' });
    expect(await reader.forHost('School.Example')).toMatchObject({ title: 'School', banned_words: 'darn', identity: 'generic' });
    expect(await reader.forHost('other.example')).toMatchObject({ banned_words: '', notifications: false });
  });

  it("lists a course's members with their part in it, and users by id, with no account secrets; bots are marked", async () => {
    const people = service(coreServices.people);
    const members = await people.courseMembers(courseId);
    expect(members.map((person) => [`${person.firstname} ${person.lastname}`, person.role, person.moderator])).toEqual([
      ['Sam Pupil', 'student', false],
      ['Ivy Staff', 'instructor', true],
    ]);
    expect(Object.keys(members[0]!).sort()).toEqual(['bot', 'email', 'emailNotifications', 'firstname', 'id', 'lastname', 'moderator', 'role', 'thumbnailUrl']);
    expect(await people.courseMembers('0'.repeat(24))).toEqual([]);
    await tk.kernel.knex('users').where({ id: student.id }).update({ account_type: 'bot' });
    expect(await people.byIds([student.id, '0'.repeat(24)])).toEqual([
      { id: student.id, firstname: 'Sam', lastname: 'Pupil', email: student.email, thumbnailUrl: null, emailNotifications: true, bot: true },
    ]);
    expect(await people.byIds([])).toEqual([]);
  });

  it('counts assistants as moderators unless the course sets assistants_no_mgr_rights', async () => {
    const assistant = await tk.createUser('instructor', { firstname: 'Al', lastname: 'Assist' });
    const withRights = await tk.createCourse({ instructor, assistants: [assistant], students: [assistant] });
    const without = await tk.createCourse({ instructor, assistants: [assistant], settings: { assistants_no_mgr_rights: true } });
    const people = service(coreServices.people);
    const role = async (id: string) => (await people.courseMembers(id)).filter((person) => person.id === assistant.id).map((person) => [person.role, person.moderator]);
    expect(await role(withRights.courseId)).toEqual([['assistant', true]]);
    expect(await role(without.courseId)).toEqual([['assistant', false]]);
  });

  it('reads a component as the caller may see it', async () => {
    const components = service(coreServices.components);
    const hidden = (await teacher.post(`components/${page}/new/`, { type: 'note', slot: null })).body._id as string;
    const professor: CourseAccess = { courseId, student: false, professor: true, manage: true, edit: true };
    const learner: CourseAccess = { courseId, student: true, professor: false, manage: false, edit: false };
    expect((await components.get(courseId, hidden, professor)).type).toBe('note');
    await expect(components.get(courseId, hidden, learner)).rejects.toMatchObject({ errno: 'not-found' });
  });

  it("reads a component of one type with that type's config, and refuses a component of another type", async () => {
    const components = service(coreServices.components);
    const note = (await teacher.post(`components/${page}/new/`, { type: 'note', slot: null, config: { text: ' typed ' } })).body._id as string;
    const professor: CourseAccess = { courseId, student: false, professor: true, manage: true, edit: true };
    const read = await components.get(courseId, note, professor, 'note');
    expectTypeOf(read.config).toEqualTypeOf<{ text: string }>();
    expect(read.config.text).toBe('typed');
    await expect(components.get(courseId, note, professor, 'quiz')).rejects.toMatchObject({ errno: 'not-found', message: 'Component not found.' });
    await expect(components.get(courseId, note, professor, 'quiz', 'Quiz is not ready')).rejects.toMatchObject({ errno: 'not-found', message: 'Quiz is not ready' });
    expect((await components.get(courseId, note, professor)).type).toBe('note');
  });
});
