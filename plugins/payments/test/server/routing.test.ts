import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient, TestKernel, TestUser } from '@lms/sdk/testing';
import { PAYMENT_MESSAGES } from '../../src/schemas/paymentMessages.ts';
import { ROUTING_MESSAGES } from '../../src/schemas/routingSchemas.ts';
import { startPayments, type PaymentsBed } from './paymentsFixture.ts';

let bed: PaymentsBed;
let tk: TestKernel;
let instructor: TestUser;
let teacher: TestClient;
let student: TestClient;
let admin: TestClient;
let biology: string;
let chemistry: string;
let foreign: string;

beforeAll(async () => {
  bed = await startPayments();
  tk = bed.tk;
  instructor = await tk.createUser('instructor');
  teacher = await tk.loginAs(instructor);
  student = await tk.loginAs(await tk.createUser('student'));
  admin = await tk.loginAs(await tk.createUser('site-admin'));
  biology = (await tk.createCourse({ title: 'Biology 101', instructor })).courseId;
  chemistry = (await tk.createCourse({ title: 'Chemistry 101', instructor })).courseId;
  foreign = (await tk.createCourse({ title: 'Physics 101', instructor: await tk.createUser('instructor') })).courseId;
});

afterAll(() => bed?.close());

const progress = { state: { title: 'Science', price: '12.50', courses: [] as string[] }, params: { step: 'courses' }, message: 'Pick your courses' };

describe('GET|POST routing/{name}', () => {
  it('answers empty defaults until saved, then what was saved, per user', async () => {
    expect((await teacher.get('routing/group_set_up')).body).toEqual({ state: {}, params: {}, message: '' });
    const saved = { ...progress, state: { ...progress.state, courses: [biology] } };
    const posted = await teacher.post('routing/group_set_up', saved);
    expect(posted.status).toBe(200);
    expect(posted.body).toEqual(saved);
    expect((await teacher.get('routing/group_set_up')).body).toEqual(saved);
    const replaced = { state: { courses: [chemistry, biology] }, params: {}, message: '' };
    await teacher.post('routing/group_set_up', replaced);
    expect((await teacher.get('routing/group_set_up')).body).toEqual(replaced);
    expect((await student.get('routing/group_set_up')).body).toEqual({ state: {}, params: {}, message: '' });
  });

  it('answers visitors not-logged', async () => {
    const visitor = tk.client();
    expect((await visitor.get('routing/group_set_up')).body.errno).toBe('not-logged');
    expect((await visitor.post('routing/group_set_up', progress)).status).toBe(401);
  });

  it('knows only the mapped elements', async () => {
    const unknown = await teacher.get('routing/nowhere');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(ROUTING_MESSAGES.unknownElement);
    expect((await teacher.post('routing/nowhere', progress)).status).toBe(404);
  });

  it('refuses bad payloads and stores nothing', async () => {
    const before = (await student.get('routing/group_set_up')).body;
    const cases: Record<string, unknown>[] = [
      { ...progress, state: { title: 'x', colour: 'red' } },
      { ...progress, state: { courses: ['nope'] } },
      { ...progress, params: { step: 3 } },
      { ...progress, message: 'm'.repeat(501) },
      { state: {}, params: {} },
      { ...progress, extra: true },
    ];
    for (const body of cases) {
      const refused = await student.post('routing/group_set_up', body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
    }
    expect((await student.get('routing/group_set_up')).body).toEqual(before);
  });
});

describe('the auto-bundler (payments/instructor_bundles/)', () => {
  it("lists the instructor's own courses only", async () => {
    const listed = await teacher.get('payments/instructor_bundles/courses');
    expect(listed.status).toBe(200);
    expect(listed.body.courses).toEqual([
      { _id: biology, title: 'Biology 101' },
      { _id: chemistry, title: 'Chemistry 101' },
    ]);
  });

  it('creates a bundle of the courses an instructor teaches, seen by the administration', async () => {
    const created = await teacher.post('payments/instructor_bundles/', { title: ' My sciences ', amount: 2500, courses: [chemistry, biology] });
    expect(created.status).toBe(201);
    expect(created.body.bundle).toEqual({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), title: 'My sciences', amount: 2500, courses: [chemistry, biology], display_all: false });
    expect((await admin.get('payments/bundles/')).body.bundles).toContainEqual(created.body.bundle);
    expect((await tk.client().get(`bundle/get/${created.body.bundle._id}`)).status).toBe(200);
  });

  it('refuses a course the instructor does not teach, and bad fields, storing nothing', async () => {
    const before = (await admin.get('payments/bundles/')).body.bundles.length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: 'Mixed', amount: 100, courses: [biology, foreign] }, 'courses/1', ROUTING_MESSAGES.notYourCourse],
      [{ title: 'One', amount: 100, courses: [biology] }, 'courses', ROUTING_MESSAGES.severalCourses],
      [{ title: ' ', amount: 100, courses: [biology, chemistry] }, 'title', PAYMENT_MESSAGES.bundleTitle],
      [{ title: 'X', amount: -5, courses: [biology, chemistry] }, 'amount', PAYMENT_MESSAGES.bundleAmount],
      [{ title: 'X', amount: 100, courses: [biology, chemistry], display_all: true }, 'display_all', 'Unknown field "display_all"'],
    ];
    for (const [body, field, message] of cases) {
      const refused = await teacher.post('payments/instructor_bundles/', body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.body.fields, JSON.stringify(body)).toContainEqual({ field, message });
    }
    expect((await admin.get('payments/bundles/')).body.bundles).toHaveLength(before);
  });

  it('is not for students or visitors', async () => {
    const refused = await student.post('payments/instructor_bundles/', { title: 'Mine', amount: 0, courses: [biology, chemistry] });
    expect(refused.status).toBe(403);
    expect(refused.body.errno).toBe('access-denied');
    expect((await student.get('payments/instructor_bundles/courses')).status).toBe(403);
    expect((await tk.client().post('payments/instructor_bundles/', { title: 'Mine', amount: 0, courses: [biology, chemistry] })).status).toBe(401);
  });
});
