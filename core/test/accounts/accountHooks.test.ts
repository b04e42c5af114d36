import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices, defineAccountHooks, definePlugin, LmsError, type ProfessorRegistered } from '@lms/sdk';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';
import { professorPayload, setBundle } from './support.ts';

const heard: ProfessorRegistered[] = [];
let refuse = false;

/** A plugin that hears of professor registrations, and can refuse one. */
const listening = definePlugin({
  id: 'listening',
  version: '1.0.0',
  kernel: '^1',
  accounts: defineAccountHooks({
    deps: { people: coreServices.people },
    async professorRegistered(registration, { trx, deps }) {
      if (refuse) throw new LmsError('conflict', 'Refused by the listening plugin.');
      // The account is visible inside the registration's transaction.
      expect(await trx('users').where({ id: registration.userId }).first('id')).toBeTruthy();
      // The hook's declared deps arrive resolved.
      expect(typeof deps.people.byIds).toBe('function');
      heard.push(registration);
    },
  }),
});

let tk: TestKernel;
beforeAll(async () => {
  tk = await createTestKernel({ plugins: [listening] });
  await setBundle(tk, { additional_fields: ['course_title', 'course_start_date', 'course_enrollment'] });
});
afterAll(() => tk?.close());

describe("plugins' accounts.professorRegistered", () => {
  it('hears of each professor registration with its course details, in its transaction', async () => {
    const course = await tk.createCourse();
    const payload = professorPayload({ course: course.courseId, course_title: 'MATH 101', course_start_date: '2027-01-18', course_enrollment: '40' });
    expect((await tk.client().post('register_professor/', payload)).status).toBe(200);
    const user = await tk.kernel.knex('users').where({ email: payload.email }).first('id');
    expect(heard.at(-1)).toEqual({ userId: user.id, courseId: course.courseId, courseTitle: 'MATH 101', courseStartDate: '2027-01-18', courseEnrollment: '40' });
  });

  it('refuses an expected enrollment count that is not a whole number (issue 14: "NaN" was stored), and stores nothing', async () => {
    for (const count of ['NaN', 'Infinity', '1e3', '-3', '12.5', 'lots']) {
      const payload = professorPayload({ course_title: 'MATH 101', course_start_date: '2027-01-18', course_enrollment: count });
      const response = await tk.client().post('register_professor/', payload);
      expect(response, count).toMatchObject({ status: 422, body: { fields: [{ field: 'course_enrollment', message: 'Enter the expected enrollment count as a whole number.' }] } });
      expect(await tk.kernel.knex('users').where({ email: payload.email })).toEqual([]);
    }
  });

  it('fails the registration when a hook fails, and nothing is stored', async () => {
    refuse = true;
    const payload = professorPayload({ course_title: 'MATH 101', course_start_date: '2027-01-18', course_enrollment: '40' });
    const response = await tk.client().post('register_professor/', payload);
    refuse = false;
    expect(response).toMatchObject({ status: 409, body: { error: 'Refused by the listening plugin.' } });
    expect(await tk.kernel.knex('users').where({ email: payload.email })).toEqual([]);
  });
});
