import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient, TestKernel, TestUser } from '@lms/sdk/testing';
import { contentKernel } from './support.ts';

let tk: TestKernel;
let owner: TestUser;
let colleague: TestUser;
let student: TestUser;
let teacher: TestClient;
let other: TestClient;
let learner: TestClient;

beforeAll(async () => {
  tk = await contentKernel();
  owner = await tk.createUser('instructor');
  colleague = await tk.createUser('instructor');
  student = await tk.createUser('student');
  teacher = await tk.loginAs(owner);
  other = await tk.loginAs(colleague);
  learner = await tk.loginAs(student);
});
afterAll(() => tk?.close());

const titles = (items: { title: string }[]) => items.map((item) => item.title);

describe('creating and ordering', () => {
  it('creates lessons and pages owned by the author, and keeps a new order', async () => {
    const course = await tk.createCourse({ instructor: owner, students: [student] });
    const made = await teacher.post(`lessons/${course.courseId}/new/`, { title: 'Second' });
    expect(made.status).toBe(201);
    expect(made.body.new_lesson).toMatchObject({ title: 'Second', owned_by: owner.id, draft: false, pages: [] });
    const lessonId = made.body.new_lesson._id as string;
    const page = await teacher.post(`pages/${course.courseId}/${lessonId}/new/`, { title: 'P1', subtitle: 'Sub', draft: true });
    expect(page.status).toBe(201);
    expect(page.body.new_page).toMatchObject({ title: 'P1', subtitle: 'Sub', draft: true, owned_by: owner.id });
    await teacher.post(`pages/${course.courseId}/${lessonId}/new/`, { title: 'P2' });

    expect((await teacher.post(`lessons/${course.courseId}/new/`, { title: '  ' })).body.fields).toEqual([{ field: '/title', message: 'Please enter a title.' }].map((f) => expect.objectContaining({ message: f.message })));
    expect((await teacher.post(`lessons/${course.courseId}/new/`, { title: 'x', colour: 'red' })).status).toBe(422);
    expect((await learner.post(`lessons/${course.courseId}/new/`, { title: 'x' })).body.errno).toBe('access-denied');

    const reordered = await teacher.put(`courses/${course.courseId}/`, { lessons: [lessonId, course.first.lessonId], title: 'Renamed' });
    expect(reordered.status).toBe(200);
    expect(titles(reordered.body.lessons)).toEqual(['Second', 'Lesson 1']);
    expect(reordered.body.title).toBe('Renamed');
    expect(titles((await teacher.get(`courses/${course.courseId}/`)).body.lessons)).toEqual(['Second', 'Lesson 1']);

    const lesson = (await teacher.get(`lessons/${course.courseId}/${lessonId}/`)).body;
    const pageIds = lesson.pages.map((p: { _id: string }) => p._id);
    const pagesReordered = await teacher.put(`lessons/${course.courseId}/${lessonId}/`, { pages: [pageIds[1], pageIds[0]] });
    expect(titles(pagesReordered.body.pages)).toEqual(['P2', 'P1']);
    expect(titles((await teacher.get(`lessons/${course.courseId}/${lessonId}/`)).body.pages)).toEqual(['P2', 'P1']);

    // A list must keep every item, and no item twice; nothing is stored on error.
    const dropped = await teacher.put(`lessons/${course.courseId}/${lessonId}/`, { pages: [pageIds[0]], title: 'Changed' });
    expect(dropped.status).toBe(422);
    expect(dropped.body.error).toBe('Use remove to take an item out.');
    const twice = await teacher.put(`courses/${course.courseId}/`, { lessons: [lessonId, lessonId, course.first.lessonId] });
    expect(twice.body.fields[0].message).toBe('This item is listed twice.');
    expect((await teacher.get(`lessons/${course.courseId}/${lessonId}/`)).body.title).toBe('Second');
    // A foreign lesson is neither of this course nor in the library.
    const foreign = await tk.createCourse({ instructor: colleague });
    const smuggled = await teacher.put(`courses/${course.courseId}/`, { lessons: [lessonId, course.first.lessonId, foreign.first.lessonId] });
    expect(smuggled.body.error).toBe('This item is not in this course or your library.');
  });

  it('toggles draft and lock through the PUT, and validates course images', async () => {
    const course = await tk.createCourse({ instructor: owner, students: [student] });
    const { courseId, lessonId } = course.first;
    const drafted = await teacher.put(`collection/lessons/${courseId}/${lessonId}/`, { draft: true });
    expect(drafted.body.draft).toBe(true);
    expect((await learner.get(`courses/${courseId}/`)).body.lessons).toEqual([]);
    await teacher.put(`lessons/${courseId}/${lessonId}/`, { draft: false, suppress_until_available: true, open_date: '2050-01-01T00:00:00.000Z' });
    expect((await learner.get(`courses/${courseId}/`)).body.lessons).toEqual([]);
    const unlocked = await teacher.put(`lessons/${courseId}/${lessonId}/`, { suppress_until_available: false, open_date: null });
    expect(unlocked.body).toMatchObject({ suppress_until_available: false, open_date: null });
    expect((await learner.get(`courses/${courseId}/`)).body.lessons).toHaveLength(1);
    const badImage = await teacher.put(`courses/${courseId}/`, { image: 'javascript:alert(1)' });
    expect(badImage.body.error).toBe('Please enter a valid image URL.');
    const image = await teacher.put(`courses/${courseId}/`, { image: 'https://cdn.example.com/c.png' });
    expect(image.body.image).toBe('https://cdn.example.com/c.png');
  });
});

describe('page rules (part 2 §5)', () => {
  it('keeps a third new content in the library, and refuses a third placed one, a second one-per-page type, anything beside a whole-page type, and duplicates', async () => {
    const course = await tk.createCourse({ instructor: owner });
    const { courseId, lessonId, pageId } = course.first;
    const base = `components/${courseId}/${lessonId}/${pageId}/new/`;
    const a = (await teacher.post(base, { type: 'note' })).body._id as string;
    const b = (await teacher.post(base, { type: 'solo' })).body._id as string;
    // The page filled up while its author wrote a third: it goes to the author's library, not lost.
    const third = await teacher.post(base, { type: 'note', title: 'Written meanwhile' });
    expect(third.status).toBe(201);
    expect(third.body).toMatchObject({ title: 'Written meanwhile', notice: 'Number of components on a page has been reached. Component added to library.' });
    expect((await teacher.get(`pages/${courseId}/${lessonId}/${pageId}/`)).body.contents.map((c: { _id: string }) => c._id)).toEqual([a, b]);
    const library = await teacher.get(`library/${courseId}/?type=component`);
    expect(library.body.items).toEqual([expect.objectContaining({ _id: third.body._id, type: 'component', title: 'Written meanwhile', course_id: courseId })]);
    // A spare component of the course, in the recommended slot.
    const spare = (await teacher.post(base, { type: 'note', slot: 'recommended' })).body._id as string;
    const tooMany = await teacher.put(`pages/${courseId}/${lessonId}/${pageId}/`, { contents: [a, b, spare], recommended: [] });
    expect(tooMany.body.error).toBe('Cannot create a component. Page reached a limit of available components.');
    const twice = await teacher.put(`pages/${courseId}/${lessonId}/${pageId}/`, { contents: [a, spare] });
    expect(twice.body.error).toBe('A component can be on a page only once.');
    const reordered = await teacher.put(`pages/${courseId}/${lessonId}/${pageId}/`, { contents: [b, a], title: 'Ordered' });
    expect(reordered.status).toBe(200);
    expect(reordered.body.contents.map((c: { _id: string }) => c._id)).toEqual([b, a]);
    expect((await teacher.get(`pages/${courseId}/${lessonId}/${pageId}/`)).body.contents.map((c: { _id: string }) => c._id)).toEqual([b, a]);

    const second = await teacher.post(`pages/${courseId}/${lessonId}/new/`, { title: 'Two' });
    const secondId = second.body.new_page._id as string;
    const page2 = `components/${courseId}/${lessonId}/${secondId}/new/`;
    await teacher.post(page2, { type: 'solo' });
    expect((await teacher.post(page2, { type: 'solo' })).body.error).toBe('Only one solo allowed on a page.');
    expect((await teacher.post(page2, { type: 'fullpage' })).body.error).toBe('Fullpage must take entire page to load.');
    const moved = await teacher.put(`pages/${courseId}/${lessonId}/${secondId}/`, { recommended: [a] });
    expect(moved.status).toBe(200);
  });
});

describe('sharing, copy-on-write, clone and remove', () => {
  it('gives a non-owner a relocated copy of a shared lesson and page; the owner edits in place', async () => {
    const first = await tk.createCourse({ instructor: owner, lessons: [{ title: 'Shared', pages: [{ title: 'Shared page' }] }] });
    const second = await tk.createCourse({ instructor: owner });
    const lessonId = first.first.lessonId;
    const pageId = first.first.pageId;
    expect((await teacher.get(`pin_to_library/lessons/${lessonId}/${first.courseId}`)).body).toMatchObject({ status: 'Added', item: { _id: lessonId, type: 'lessons', title: 'Shared' } });
    expect((await teacher.get(`pin_to_library/lessons/${lessonId}/${first.courseId}`)).body).toMatchObject({ errno: 'conflict', error: 'Oops, not added - probably there already...' });
    const added = await teacher.put(`courses/${second.courseId}/`, { lessons: [second.first.lessonId, lessonId] });
    expect(titles(added.body.lessons)).toEqual(['Lesson 1', 'Shared']);
    const staffed = await teacher.put(`collection/courses/${second.courseId}/`, { professors: [owner.id, colleague.id] });
    expect(staffed.body.settings.professors.sort()).toEqual([owner.id, colleague.id].sort());

    const edited = await other.put(`lessons/${second.courseId}/${lessonId}/`, { title: 'Their version' });
    expect(edited.status).toBe(200);
    expect(edited.body.relocated.from).toBe(lessonId);
    const copyId = edited.body.relocated.to as string;
    expect(edited.body).toMatchObject({ _id: copyId, title: 'Their version', owned_by: colleague.id });
    expect(edited.body.pages.map((p: { _id: string }) => p._id)).toEqual([pageId]);
    expect((await teacher.get(`courses/${first.courseId}/`)).body.lessons[0]).toMatchObject({ _id: lessonId, title: 'Shared' });
    expect((await teacher.get(`courses/${second.courseId}/`)).body.lessons[1]).toMatchObject({ _id: copyId, title: 'Their version' });

    // The page is now in two lessons (the original and the copy): shared too.
    const pageEdit = await other.put(`pages/${second.courseId}/${copyId}/${pageId}/`, { title: 'Their page' });
    expect(pageEdit.body.relocated.from).toBe(pageId);
    expect((await teacher.get(`pages/${first.courseId}/${lessonId}/${pageId}/`)).body.title).toBe('Shared page');
    // The owner edits the original in place.
    const ownEdit = await teacher.put(`pages/${first.courseId}/${lessonId}/${pageId}/`, { title: 'Owner edit' });
    expect(ownEdit.body.relocated).toBeUndefined();
    expect(ownEdit.body._id).toBe(pageId);
  });

  it("copies a shared lesson before a non-owner takes a page out of it, so the other course keeps the page", async () => {
    const first = await tk.createCourse({ instructor: owner, lessons: [{ title: 'Shared', pages: [{ title: 'Keep' }, { title: 'Drop' }] }] });
    const second = await tk.createCourse({ instructor: owner });
    const lessonId = first.first.lessonId;
    const [keep, drop] = first.lessons[0]!.pageIds;
    await teacher.get(`pin_to_library/lessons/${lessonId}/${first.courseId}`);
    await teacher.put(`courses/${second.courseId}/`, { lessons: [second.first.lessonId, lessonId] });
    await teacher.put(`collection/courses/${second.courseId}/`, { professors: [owner.id, colleague.id] });

    const removed = await other.post(`remove/pages/${second.courseId}/${lessonId}/`, { ids: [drop] });
    expect(removed.status).toBe(200);
    expect(removed.body.relocated.from).toBe(lessonId);
    expect(removed.body.pages.map((p: { _id: string }) => p._id)).toEqual([keep]);
    expect((await teacher.get(`lessons/${first.courseId}/${lessonId}/`)).body.pages.map((p: { _id: string }) => p._id)).toEqual([keep, drop]);
    expect((await other.post(`remove/pages/${second.courseId}/${removed.body._id}/`, { ids: [drop] })).body.errno).toBe('not-found');

    // The owner takes a page out of the original in place.
    const own = await teacher.post(`remove/pages/${first.courseId}/${lessonId}/`, { ids: [drop] });
    expect(own.body.relocated).toBeUndefined();
    expect(own.body.pages.map((p: { _id: string }) => p._id)).toEqual([keep]);
  });

  it('clones deep and removes from the course only', async () => {
    const course = await tk.createCourse({ instructor: owner, lessons: [{ title: 'L', pages: [{ title: 'P' }] }] });
    const { courseId, lessonId, pageId } = course.first;
    const note = (await teacher.post(`components/${courseId}/${lessonId}/${pageId}/new/`, { type: 'note', config: { text: 'original' } })).body._id;
    const cloned = await teacher.post(`clone/lessons/${courseId}/`, { ids: [lessonId] });
    expect(cloned.status).toBe(201);
    const copyId = cloned.body.lessons[0]._id;
    expect(cloned.body.lessons[0]).toMatchObject({ title: 'L', source_id: lessonId });
    const copyLesson = (await teacher.get(`lessons/${courseId}/${copyId}/`)).body;
    const copyPage = (await teacher.get(`pages/${courseId}/${copyId}/${copyLesson.pages[0]._id}/`)).body;
    expect(copyPage.contents[0]._id).not.toBe(note);
    expect(copyPage.contents[0].config).toEqual({ text: 'original' });

    const pages = await teacher.post(`clone/pages/${courseId}/${lessonId}/`, { ids: [pageId] });
    expect(titles((await teacher.get(`lessons/${courseId}/${lessonId}/`)).body.pages)).toEqual(['P', 'P']);
    const removed = await teacher.post(`remove/pages/${courseId}/${lessonId}/`, { ids: [pages.body.pages[0]._id] });
    expect(titles(removed.body.pages)).toEqual(['P']);
    expect((await teacher.post(`remove/lessons/${courseId}/`, { ids: ['0123456789abcdef01234567'] })).status).toBe(404);
    const outline = await teacher.post(`remove/lessons/${courseId}/`, { ids: [copyId] });
    expect(outline.body.lessons.map((l: { _id: string }) => l._id)).toEqual([lessonId]);
    expect((await teacher.post(`clone/lessons/${courseId}/`, { ids: [] })).status).toBe(422);
  });

  it('keeps a library per author, and offers its items to other courses', async () => {
    const course = await tk.createCourse({ instructor: owner });
    const { courseId, lessonId, pageId } = course.first;
    const comp = (await teacher.post(`components/${courseId}/${lessonId}/${pageId}/new/`, { type: 'note' })).body._id;
    expect((await teacher.get(`pin_to_library/component/${comp}/${courseId}`)).body.item).toMatchObject({ _id: comp, type: 'component', component_type: 'note' });
    expect((await other.get(`library/${courseId}/`)).body.errno).toBe('access-denied');
    const library = await teacher.get(`library/${courseId}/?type=component`);
    expect(library.body.items.map((i: { _id: string }) => i._id)).toContain(comp);
    const elsewhere = await tk.createCourse({ instructor: owner });
    const placed = await teacher.put(`pages/${elsewhere.courseId}/${elsewhere.first.lessonId}/${elsewhere.first.pageId}/`, { contents: [comp] });
    expect(placed.body.contents[0]._id).toBe(comp);
    expect((await teacher.delete(`library/${courseId}/${comp}/`)).body).toEqual({ status: 'ok' });
    expect((await teacher.delete(`library/${courseId}/${comp}/`)).status).toBe(404);
  });

  it('previews pages, lessons and components for professors only', async () => {
    const course = await tk.createCourse({ instructor: owner, students: [student], lessons: [{ title: 'L', draft: true, pages: [{ title: 'Draft P', draft: true }] }] });
    const { courseId, lessonId, pageId } = course.first;
    const comp = (await teacher.post(`components/${courseId}/${lessonId}/${pageId}/new/`, { type: 'note' })).body._id;
    expect((await teacher.get(`preview/collection/pages/${pageId}/${courseId}`)).body).toMatchObject({ _id: pageId, draft: true, lesson_id: lessonId });
    expect((await teacher.get(`preview/collection/lessons/${lessonId}/${courseId}`)).body).toMatchObject({ _id: lessonId, draft: true });
    expect((await teacher.get(`preview/note/${comp}/${courseId}`)).body._id).toBe(comp);
    expect((await teacher.get(`preview/solo/${comp}/${courseId}`)).status).toBe(404);
    expect((await learner.get(`preview/note/${comp}/${courseId}`)).body.errno).toBe('access-denied');
  });
});

describe("the spec's content paths, the course and lesson in the payload (part 2 §7)", () => {
  it('creates, clones and removes as the paths of ours do, the course permission decided on the payload', async () => {
    const course = await tk.createCourse({ instructor: owner, students: [student] });
    const { courseId } = course;
    const lesson = await teacher.post('lessons/', { course: courseId, title: 'By payload' });
    expect(lesson.status).toBe(201);
    expect(lesson.body.new_lesson).toMatchObject({ title: 'By payload', owned_by: owner.id, pages: [] });
    const lessonId = lesson.body.new_lesson._id as string;
    const page = await teacher.post('pages/', { course: courseId, lesson: lessonId, title: 'P', draft: true });
    expect(page.status).toBe(201);
    expect(page.body.new_page).toMatchObject({ title: 'P', draft: true });

    const clonedLessons = await teacher.post('clone/lessons/', { course: courseId, ids: [lessonId] });
    expect(clonedLessons.status).toBe(201);
    const clonedPages = await teacher.post('clone/pages/', { course: courseId, lesson: lessonId, ids: [page.body.new_page._id] });
    expect(clonedPages.status).toBe(201);
    expect(titles((await teacher.get(`lessons/${courseId}/${lessonId}/`)).body.pages)).toHaveLength(2);
    const lessonAfter = await teacher.post('remove/pages/', { course: courseId, lesson: lessonId, ids: [clonedPages.body.pages[0]._id] });
    expect(titles(lessonAfter.body.pages)).toEqual(['P']);
    const outline = await teacher.post('remove/lessons/', { course: courseId, ids: [clonedLessons.body.lessons[0]._id] });
    expect(titles(outline.body.lessons)).toEqual(['Lesson 1', 'By payload']);
  });

  it('refuses before it checks the rest of the payload, and stores nothing on bad input', async () => {
    const course = await tk.createCourse({ instructor: owner, students: [student] });
    const before = (await teacher.get(`courses/${course.courseId}/`)).body.lessons.length;
    // Rights first: a student or another instructor learns nothing about what the payload lacks.
    expect((await learner.post('lessons/', { course: course.courseId })).body.errno).toBe('access-denied');
    expect((await other.post('clone/lessons/', { course: course.courseId })).body.errno).toBe('access-denied');
    expect((await tk.client().post('lessons/', { course: course.courseId, title: 'x' })).body.errno).toBe('not-logged');
    // Then the course itself, then the rest.
    const noCourse = await teacher.post('lessons/', { title: 'x' });
    expect(noCourse.status).toBe(422);
    expect(noCourse.body.fields).toEqual([expect.objectContaining({ field: 'course', message: 'course must be a course id.' })]);
    expect((await teacher.post('lessons/', { course: '0123456789abcdef01234567', title: 'x' })).body.errno).toBe('not-found');
    const noTitle = await teacher.post('lessons/', { course: course.courseId });
    expect(noTitle.body.fields).toEqual([expect.objectContaining({ message: 'Please enter a title.' })]);
    expect((await teacher.post('pages/', { course: course.courseId, title: 'x' })).body.fields).toEqual([expect.objectContaining({ message: 'Please name the lesson.' })]);
    expect((await teacher.get(`courses/${course.courseId}/`)).body.lessons).toHaveLength(before);
  });
});
