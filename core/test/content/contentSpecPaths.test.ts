import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient, TestKernel, TestUser } from '@lms/sdk/testing';
import { contentKernel } from './support.ts';

/** Part 2 §7 "Content" calls at the spec's paths (contentSpecPathCalls.ts), beside ours. */
let tk: TestKernel;
let owner: TestUser;
let student: TestUser;
let teacher: TestClient;
let other: TestClient;
let learner: TestClient;
let outsider: TestClient;

const NO_ID = '0123456789abcdef01234567';

beforeAll(async () => {
  tk = await contentKernel();
  owner = await tk.createUser('instructor');
  student = await tk.createUser('student');
  teacher = await tk.loginAs(owner);
  other = await tk.loginAs(await tk.createUser('instructor'));
  learner = await tk.loginAs(student);
  outsider = await tk.loginAs(await tk.createUser('student'));
});
afterAll(() => tk?.close());

describe('POST components/{course}/{lesson}/{page}/{componentId}/', () => {
  it('saves a component as PUT at the same path does', async () => {
    const course = await tk.createCourse({ instructor: owner, students: [student] });
    const at = `components/${course.courseId}/${course.first.lessonId}/${course.first.pageId}`;
    const made = (await teacher.post(`${at}/new/`, { type: 'note' })).body;
    const saved = await teacher.post(`${at}/${made._id}/`, { title: 'Posted title' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ _id: made._id, type: 'note', title: 'Posted title' });
    expect((await teacher.get(`components/${course.courseId}/${made._id}/`)).body.title).toBe('Posted title');
    expect((await learner.post(`${at}/${made._id}/`, { title: 'x' })).body.errno).toBe('access-denied');
    expect((await teacher.post(`${at}/${made._id}/`, {})).status).toBe(422);
  });
});

describe('GET pin_to_library/component/{id} and pin_to_library/{type}/{id}', () => {
  it("pins in the item's course, answering status and item", async () => {
    const course = await tk.createCourse({ instructor: owner });
    const component = (await teacher.post(`components/${course.courseId}/${course.first.lessonId}/${course.first.pageId}/new/`, { type: 'note' })).body;
    const pinned = await teacher.get(`pin_to_library/component/${component._id}`);
    expect(pinned.status).toBe(200);
    expect(pinned.body).toMatchObject({ status: 'Added', item: { _id: component._id, type: 'component', course_id: course.courseId } });
    expect((await teacher.get(`pin_to_library/pages/${course.first.pageId}`)).body).toMatchObject({ status: 'Added', item: { _id: course.first.pageId, type: 'pages' } });
    expect((await teacher.get(`pin_to_library/lessons/${course.first.lessonId}`)).body).toMatchObject({ status: 'Added', item: { _id: course.first.lessonId, type: 'lessons' } });
    const items = (await teacher.get(`library/${course.courseId}/`)).body.items.map((item: { _id: string }) => item._id);
    expect(items).toEqual(expect.arrayContaining([component._id, course.first.pageId, course.first.lessonId]));
    const again = await teacher.get(`pin_to_library/pages/${course.first.pageId}`);
    expect(again.body).toMatchObject({ errno: 'conflict', error: 'Oops, not added - probably there already...' });
  });

  it("is refused outside the item's course, for an unknown item or type, and without the XSRF header", async () => {
    const course = await tk.createCourse({ instructor: owner, students: [student] });
    expect((await other.get(`pin_to_library/lessons/${course.first.lessonId}`)).body.errno).toBe('access-denied');
    expect((await learner.get(`pin_to_library/pages/${course.first.pageId}`)).body.errno).toBe('access-denied');
    const anonymous = tk.client();
    await anonymous.get('now');
    expect((await anonymous.get(`pin_to_library/pages/${course.first.pageId}`)).body.errno).toBe('not-logged');
    expect((await teacher.get(`pin_to_library/component/${NO_ID}`)).body).toMatchObject({ errno: 'not-found', error: 'Component not found.' });
    expect((await teacher.get(`pin_to_library/widgets/${course.first.pageId}`)).body.errno).toBe('not-found');
    const bare = await teacher.request('GET', `pin_to_library/lessons/${course.first.lessonId}`, undefined, { headers: { 'x-xsrf-token': '' } });
    expect(bare).toMatchObject({ status: 403, body: { errno: 'csrf-failed' } });
    const evil = await teacher.request('GET', `pin_to_library/pages/${course.first.pageId}`, undefined, { headers: { origin: 'https://evil.example' } });
    expect(evil).toMatchObject({ status: 403, body: { errno: 'csrf-failed' } });
    const pinnedHere = (await teacher.get(`library/${course.courseId}/`)).body.items.filter((item: { course_id: string }) => item.course_id === course.courseId);
    expect(pinnedHere).toEqual([]);
  });
});

describe('POST pages/{id}/toggle_star/', () => {
  it("flips the caller's bookmark in the page's course, answering starClicked", async () => {
    const course = await tk.createCourse({ instructor: owner, students: [student] });
    const on = await learner.post(`pages/${course.first.pageId}/toggle_star/`);
    expect(on).toMatchObject({ status: 200, body: { starClicked: true } });
    expect((await learner.get(`bookmarks/${course.courseId}/`)).body.pages).toEqual([expect.objectContaining({ _id: course.first.pageId, lesson_id: course.first.lessonId })]);
    // The same bookmark as the path of ours with the course in it.
    const off = await learner.post(`pages/${course.courseId}/${course.first.lessonId}/${course.first.pageId}/toggle_star/`);
    expect(off.body).toEqual({ starClicked: false });
    expect((await learner.get(`bookmarks/${course.courseId}/`)).body.pages).toEqual([]);
    expect((await outsider.post(`pages/${course.first.pageId}/toggle_star/`)).body.errno).toBe('student-not-in-course');
    expect((await learner.post(`pages/${NO_ID}/toggle_star/`)).body).toMatchObject({ errno: 'not-found', error: 'Page not found.' });
  });
});

describe('GET, POST and PUT tags', () => {
  it('creates in the course the payload names, lists and renames', async () => {
    const course = await tk.createCourse({ instructor: owner });
    const made = await teacher.post('tags', { course: course.courseId, name: 'Algebra', type: 'Learning Objective' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'Algebra', type: 'Learning Objective', owner_id: owner.id, course_id: course.courseId });
    expect((await teacher.get('tags')).body.tags).toEqual([expect.objectContaining({ _id: made.body._id, name: 'Algebra' })]);
    const renamed = await teacher.put('tags', { course: course.courseId, _id: made.body._id, name: 'Geometry' });
    expect(renamed.body).toMatchObject({ _id: made.body._id, name: 'Geometry' });
    expect((await teacher.get(`tags/${course.courseId}/`)).body.tags.map((tag: { name: string }) => tag.name)).toEqual(['Geometry']);
    expect((await other.get('tags')).body.tags).toEqual([]);
  });

  it('refuses another course, a missing course or name, and stores nothing', async () => {
    const course = await tk.createCourse({ instructor: owner });
    expect((await other.post('tags', { course: course.courseId, name: 'x', type: 'Course' })).body.errno).toBe('access-denied');
    const noCourse = await teacher.post('tags', { name: 'x', type: 'Course' });
    expect(noCourse.status).toBe(422);
    expect(noCourse.body.fields).toEqual([expect.objectContaining({ field: 'course' })]);
    const noName = await teacher.post('tags', { course: course.courseId, type: 'Course' });
    expect(noName.body.fields).toEqual([expect.objectContaining({ message: 'Please enter a tag name.' })]);
    expect((await teacher.put('tags', { course: course.courseId, _id: NO_ID, name: 'y' })).body).toMatchObject({ errno: 'not-found', error: 'Tag not found.' });
    const inCourse = (await teacher.get(`tags/${course.courseId}/`)).body.tags.filter((tag: { course_id: string }) => tag.course_id === course.courseId);
    expect(inCourse).toEqual([]);
    expect((await learner.get('tags')).body.errno).toBe('access-denied');
  });
});
