import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
import { STRONG, studentPayload, tokenIn } from '../accounts/support.ts';

/**
 * Many users at once over HTTP against a real kernel: registrations (each
 * queues a validation mail and its job), logins, profile saves, password
 * recoveries (mail) and lesson writes. On PGlite the kernel runs on the database
 * `npm start` runs (on disk, served over its socket to the server's pool), so
 * every one of these goes through the embedded socket server concurrently.
 * Every answer, row, job and mail must be the same as on PostgreSQL.
 */
const USERS = 40;
const INSTRUCTORS = 8;
const LESSONS_EACH = 5;

let tk: TestKernel;
let students: TestUser[];
let recoverable: TestUser[];
let teachers: { client: TestClient; courseId: string }[];

let addressCounter = 0;
/** Each simulated person comes from an address of their own, so per-address throttles see ordinary traffic. */
function fromOwnAddress(): { headers: Record<string, string> } {
  addressCounter += 1;
  return { headers: { 'x-forwarded-for': `198.19.${Math.floor(addressCounter / 250)}.${addressCounter % 250}` } };
}

beforeAll(async () => {
  tk = await createTestKernel({ embeddedOnDisk: true, config: { trustProxy: true } });
  students = await Promise.all(Array.from({ length: USERS }, (_, i) => tk.createUser('student', { email: `student-${i}@concurrent.example` })));
  recoverable = await Promise.all(Array.from({ length: USERS }, (_, i) => tk.createUser('student', { email: `forgetful-${i}@concurrent.example` })));
  teachers = await Promise.all(
    Array.from({ length: INSTRUCTORS }, async (_, i) => {
      const instructor = await tk.createUser('instructor', { email: `teacher-${i}@concurrent.example` });
      const { courseId } = await tk.createCourse({ title: `Course ${i}`, instructor });
      return { client: await tk.loginAs(instructor), courseId };
    }),
  );
}, 120_000);

afterAll(() => tk?.close());

const registrant = (i: number) => `new-${i}@concurrent.example`;

describe('concurrent writes with mails and jobs', () => {
  it('answers every request right, runs every job and sends every mail', { timeout: 180_000 }, async () => {
    const calls: Promise<[string, number]>[] = [];
    const answer = (label: string, call: Promise<{ status: number; body: unknown }>) =>
      calls.push(call.then((r) => [`${label} ${r.status}`, r.status] as [string, number], (error: Error) => [`${label} threw ${error.message}`, 0]));
    for (let i = 0; i < USERS; i++) {
      answer('register', tk.client().request('POST', 'register/', studentPayload({ email: registrant(i), name: `New${i}` }), fromOwnAddress()));
      answer('recover', tk.client().request('POST', 'passwordrecovery/', { email: recoverable[i]!.email }, fromOwnAddress()));
      answer(
        'login+profile',
        (async () => {
          const client = tk.client();
          const login = await client.request('POST', 'login/', { email: students[i]!.email, password: students[i]!.password }, fromOwnAddress());
          if (login.status !== 200) return login;
          return client.post('update_profile/', { firstname: `First${i}`, lastname: `Last${i}`, university: `U${i}`, description: `About ${i}` });
        })(),
      );
    }
    for (const [t, teacher] of teachers.entries()) {
      for (let l = 0; l < LESSONS_EACH; l++) answer('lesson', teacher.client.post(`lessons/${teacher.courseId}/new/`, { title: `Lesson ${t}.${l}` }));
    }
    const answers = await Promise.all(calls);
    const failures = answers.filter(([label]) => !/ (200|201)$/.test(label)).map(([label]) => label);
    expect(failures).toEqual([]);

    await tk.drainJobs();
    const jobs = await tk.kernel.knex('jobs').select('kind', 'status').count({ n: '*' }).groupBy('kind', 'status');
    expect(jobs.map((j) => ({ ...j, n: Number(j.n) }))).toEqual([{ kind: 'mail', status: 'done', n: 2 * USERS }]);
    const outbox = await tk.kernel.knex('mail_outbox').select('status').count({ n: '*' }).groupBy('status');
    expect(outbox.map((o) => ({ ...o, n: Number(o.n) }))).toEqual([{ status: 'sent', n: 2 * USERS }]);
    const mailed = await tk.kernel.knex('mail_outbox').orderBy('to_address').pluck('to_address');
    expect(mailed).toEqual([...Array.from({ length: USERS }, (_, i) => recoverable[i]!.email), ...Array.from({ length: USERS }, (_, i) => registrant(i))].sort());

    const profiles = await tk.kernel.knex('users').whereIn('id', students.map((s) => s.id)).select('email', 'firstname', 'lastname');
    expect(profiles.sort((a, b) => a.email.localeCompare(b.email))).toEqual(
      students.map((s, i) => ({ email: s.email, firstname: `First${i}`, lastname: `Last${i}` })).sort((a, b) => a.email.localeCompare(b.email)),
    );
    for (const [t, teacher] of teachers.entries()) {
      const lessons = await tk.kernel.knex('course_lessons').join('lessons', 'lessons.id', 'course_lessons.lesson_id').where('course_lessons.course_id', teacher.courseId).select('title', 'position');
      expect(lessons.map((lesson) => lesson.title).filter((title) => title !== 'Lesson 1').sort()).toEqual(Array.from({ length: LESSONS_EACH }, (_, l) => `Lesson ${t}.${l}`));
      // Lessons written to one course at the same time still get places of their own.
      expect(new Set(lessons.map((lesson) => lesson.position)).size).toBe(lessons.length);
    }

    // Each registration's own mail validates its own account, all at once.
    const validations = await Promise.all(
      Array.from({ length: USERS }, async (_, i) => {
        const token = tokenIn((await tk.mailTo(registrant(i)))[0], '/validate/');
        const response = await tk.client().request('POST', 'login/', { email: registrant(i), password: STRONG, validation: token }, fromOwnAddress());
        return `${response.status} ${(response.body as { email?: string }).email}`;
      }),
    );
    expect(validations).toEqual(Array.from({ length: USERS }, (_, i) => `200 ${registrant(i)}`));
  });
});
