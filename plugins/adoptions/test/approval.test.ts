import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseCount, updateAccount } from '@lms/sdk/testing';
import { adoptionsWorld, listCatalogCourse, requestCourse, type AdoptionsWorld } from './adoptionsWorld.ts';

let world: AdoptionsWorld;
let requestId: string;

beforeAll(async () => {
  world = await adoptionsWorld();
  await listCatalogCourse(world);
  requestId = await requestCourse(world);
});

afterAll(() => world?.tk.close());

const courses = () => courseCount(world.tk);
const REQUEST_NOT_FOUND = 'Request not found. Perhaps you already approved or rejected this?';

describe('approving an adoption request (clone)', () => {
  it('refuses a blank edited title or a start date that is not a day, creating nothing', async () => {
    const before = await courses();
    const blank = await world.adminClient.put(`adoptions/update/clone/${requestId}`, { title: '  ' });
    expect(blank.status).toBe(422);
    expect(blank.body.error).toBe('Please enter all the required fields');
    expect(blank.body.fields).toEqual([{ field: 'title', message: 'Missing course name and number' }]);
    const badDay = await world.adminClient.put(`adoptions/update/clone/${requestId}`, { start_date: '09/01/2031' });
    expect(badDay.status).toBe(422);
    expect(await courses()).toBe(before);
    expect((await world.adminClient.get(`adoptions/request/${requestId}`)).body.state).toBe('pending');
    expect(await world.tk.mailTo(world.professor.email)).toEqual([]);
  });

  it('leaves no course, no mail and the request pending when a step of the approval fails', async () => {
    const before = await courses();
    // The outbox refuses this address, after the course was copied in the same transaction.
    await updateAccount(world.tk, world.professor.id, { email: 'not an address' });
    try {
      const failed = await world.adminClient.put(`adoptions/update/clone/${requestId}`, {});
      expect(failed.status).toBe(500);
    } finally {
      await updateAccount(world.tk, world.professor.id, { email: world.professor.email });
    }
    expect(await courses()).toBe(before);
    expect((await world.adminClient.get(`adoptions/request/${requestId}`)).body).toMatchObject({ state: 'pending', created_course: null });
  });

  it("copies the catalog course for the requester with the edited title and start date, and mails them its address", async () => {
    const approved = await world.adminClient.put(`adoptions/update/clone/${requestId}`, { title: ' BIO 101 (Section 2) ', start_date: '2031-09-08' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ _id: requestId, state: 'approved', created_course: { title: 'BIO 101 (Section 2)', startDate: '2031-09-08T00:00:00.000Z' } });
    const newCourseId = approved.body.created_course._id as string;
    expect(newCourseId).not.toBe(world.catalogCourse.courseId);

    // The requester teaches it...
    const mine = await world.professorClient.get('courses/');
    expect(mine.body.courses).toContainEqual(expect.objectContaining({ _id: newCourseId, title: 'BIO 101 (Section 2)', role: 'instructor' }));
    // ...and it holds the catalog course's lessons, in order.
    const outline = await world.professorClient.get(`courses/${newCourseId}/`);
    expect(outline.status).toBe(200);
    expect(outline.body.lessons.map((lesson: { title: string; pages: { title: string }[] }) => [lesson.title, lesson.pages.map((page) => page.title)])).toEqual([
      ['Cells', ['Membranes']],
      ['Genes', ['DNA', 'RNA']],
    ]);
    // The catalog course itself is untouched and stays its author's.
    expect((await world.professorClient.get(`courses/${world.catalogCourse.courseId}/`)).status).toBe(403);

    const [mail] = await world.tk.mailTo(world.professor.email);
    expect(mail).toMatchObject({ subject: 'Your course BIO 101 (Section 2) is ready' });
    expect(mail!.text).toContain('Hello Pat,');
    expect(mail!.text).toContain('Your request to adopt Biology 101 was approved.');
    expect(mail!.text).toContain(`${world.tk.url}/${newCourseId}`);

    const catalog = await world.professorClient.get('adoptions/catalog');
    expect(catalog.body.courses[0].request).toEqual({ _id: requestId, state: 'approved', created_course_id: newCourseId });
    expect((await world.adminClient.get('adoptions/get_count')).body).toEqual({ count: 0 });
  });

  it('answers the spec’s message when approved twice (409), creating nothing more', async () => {
    const before = await courses();
    const twice = await world.adminClient.put(`adoptions/update/clone/${requestId}`, {});
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(REQUEST_NOT_FOUND);
    const unknown = await world.adminClient.put(`adoptions/update/clone/${'e'.repeat(24)}`, {});
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(REQUEST_NOT_FOUND);
    expect(await courses()).toBe(before);
    expect(await world.tk.mailTo(world.professor.email)).toHaveLength(1);
  });

  it('keeps the requested title and start date when the administrator edits nothing', async () => {
    const colleague = await world.tk.createUser('instructor', { firstname: 'Cy' });
    const asked = await requestCourse(world, await world.tk.loginAs(colleague));
    const approved = await world.adminClient.put(`adoptions/update/clone/${asked}`, {});
    expect(approved.body.created_course).toMatchObject({ title: 'BIO 101 Fall', startDate: '2031-09-01T00:00:00.000Z' });
  });

  it('sends the mail again on invite, for approved requests only', async () => {
    const invited = await world.adminClient.put(`adoptions/update/invite/${requestId}`);
    expect(invited.status).toBe(200);
    expect(invited.body.state).toBe('approved');
    const mails = await world.tk.mailTo(world.professor.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your course BIO 101 (Section 2) is ready', 'Your course BIO 101 (Section 2) is ready']);

    const pending = await requestCourse(world);
    const refused = await world.adminClient.put(`adoptions/update/invite/${pending}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('This request has no approved course to invite to.');
    expect((await world.adminClient.put(`adoptions/update/invite/${'e'.repeat(24)}`)).body.error).toBe(REQUEST_NOT_FOUND);
  });
});
