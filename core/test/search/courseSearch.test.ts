import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, setLabelBundle, updateCourse, type CourseFixture, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
import { SEARCH_MESSAGES, snippetParts, type SearchAnswer } from '@lms/contract/calls/searchCalls.ts';
import { searchFixturePlugin } from './searchFixtures.ts';

let tk: TestKernel;
let instructor: TestUser;
let teacher: TestClient;
let learner: TestClient;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [searchFixturePlugin] });
  instructor = await tk.createUser('instructor');
  const student = await tk.createUser('student');
  teacher = await tk.loginAs(instructor);
  learner = await tk.loginAs(student);
  enrolled = student;
});
afterAll(() => tk?.close());

let enrolled: TestUser;

const course = (): Promise<CourseFixture> => tk.createCourse({ instructor, students: [enrolled] });

async function newPage(courseId: string, lessonId: string, title: string, fields: Record<string, unknown> = {}): Promise<string> {
  const made = await teacher.post(`pages/${courseId}/${lessonId}/new/`, { title });
  expect(made.status).toBe(201);
  const pageId = made.body.new_page._id as string;
  if (Object.keys(fields).length) expect((await teacher.put(`pages/${courseId}/${lessonId}/${pageId}/`, fields)).status).toBe(200);
  return pageId;
}

/** A memo in the page's recommended slot (a page holds 2 contents at most), or in `slot` (null: on no page, for a container). */
async function memo(at: { courseId: string; lessonId: string; pageId: string }, title: string, text: string, slot: string | null = 'recommended'): Promise<string> {
  const made = await teacher.post(`components/${at.courseId}/${at.lessonId}/${at.pageId}/new/`, { type: 'memo', title, config: { text }, slot });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body._id as string;
}

async function search(client: TestClient, courseId: string, q: string, as?: 'student'): Promise<SearchAnswer> {
  const answer = await client.get(`search/${courseId}?q=${encodeURIComponent(q)}${as ? '&as=student' : ''}`);
  expect(answer.status).toBe(200);
  return answer.body as SearchAnswer;
}

const ids = (answer: SearchAnswer) => answer.hits.map((hit) => hit._id);
const marked = (snippet: string) => snippetParts(snippet).filter((part) => part.mark).map((part) => part.text.toLowerCase());

describe('in-course search: what a reader may see', () => {
  it('never shows a student draft or locked pages, their components or snippets; professors see them', async () => {
    const c = await course();
    const lessonId = c.first.lessonId;
    const future = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const visiblePage = await newPage(c.courseId, lessonId, 'Light reactions');
    const draftPage = await newPage(c.courseId, lessonId, 'Chlorophyll drafts', { draft: true });
    const lockedPage = await newPage(c.courseId, lessonId, 'Chlorophyll later', { open_date: future, suppress_until_available: true });
    const seen = await memo({ courseId: c.courseId, lessonId, pageId: visiblePage }, 'Pigments', 'Chlorophyll absorbs red and blue light.');
    const onDraft = await memo({ courseId: c.courseId, lessonId, pageId: draftPage }, 'Secret', 'Chlorophyll hides a surprise answer.');
    const onLocked = await memo({ courseId: c.courseId, lessonId, pageId: lockedPage }, 'Later', 'Chlorophyll exam key.');
    const notes = await memo({ courseId: c.courseId, lessonId, pageId: visiblePage }, 'Teaching notes', 'Chlorophyll joke for the class.', 'instructor_notes');

    const student = await search(learner, c.courseId, 'chlorophyll');
    expect(ids(student)).toEqual([seen]);
    expect(student.hits[0]).toMatchObject({ kind: 'component', lesson: { _id: lessonId }, page: { _id: visiblePage, title: 'Light reactions' }, component_type: 'memo', match: 'words' });
    expect(marked(student.hits[0]!.snippet)).toEqual(['chlorophyll']);
    expect(JSON.stringify(student)).not.toMatch(/surprise|exam key|joke|drafts|later/i);
    // Nor through the trigram fallback, nor by a partial word.
    expect(ids(await search(learner, c.courseId, 'surprse answr'))).toEqual([]);
    expect(ids(await search(learner, c.courseId, 'chloroph'))).toEqual([seen]);

    const professor = await search(teacher, c.courseId, 'chlorophyll');
    expect(new Set(ids(professor))).toEqual(new Set([seen, onDraft, onLocked, notes, draftPage, lockedPage]));
    expect(ids(await search(teacher, c.courseId, 'chlorophyll', 'student'))).toEqual([seen]);
  });

  it("hides what a course's own schedule locks (a shared lesson's course_data) and what a container keeps from students", async () => {
    const c = await course();
    const lessonId = c.first.lessonId;
    const pageId = await newPage(c.courseId, lessonId, 'Sectioned');
    const at = { courseId: c.courseId, lessonId, pageId };
    const inside = await memo(at, 'Inside', 'Ribosome factory', null);
    const kept = await memo(at, 'Kept', 'Ribosome answers', null);
    const shelf = await teacher.post(`components/${c.courseId}/${lessonId}/${pageId}/new/`, { type: 'shelf', title: 'Shelf', config: { shown: [inside], hidden: [kept] } });
    expect(shelf.status, JSON.stringify(shelf.body)).toBe(201);
    expect(ids(await search(learner, c.courseId, 'ribosome'))).toEqual([inside]);
    expect((await search(learner, c.courseId, 'ribosome')).hits[0]!.page?._id).toBe(pageId);
    expect(new Set(ids(await search(teacher, c.courseId, 'ribosome')))).toEqual(new Set([inside]));

    await updateCourse(tk, c.courseId, { settings: { course_data: { [pageId]: { suppress_until_available: true, open_date: new Date(Date.now() + 86_400_000).toISOString() } } } });
    expect(ids(await search(learner, c.courseId, 'ribosome'))).toEqual([]);
    expect(ids(await search(learner, c.courseId, 'sectioned'))).toEqual([]);
    expect(ids(await search(teacher, c.courseId, 'sectioned'))).toEqual([pageId]);
  });
});

describe("in-course search: a lesson's own components", () => {
  it('finds recommended components of a lesson at the lesson, and its instructor notes for professors only', async () => {
    const c = await course();
    const recommended = await memo(c.first, 'Further reading', 'Lysosome digestion notes.', null);
    const notes = await memo(c.first, 'Teaching tips', 'Lysosome misconceptions.', null);
    expect((await teacher.put(`lessons/${c.courseId}/${c.first.lessonId}/`, { recommended: [recommended], instructor_notes: [notes] })).status).toBe(200);
    const student = await search(learner, c.courseId, 'lysosome');
    expect(student.hits.map((hit) => [hit._id, hit.lesson._id, hit.page])).toEqual([[recommended, c.first.lessonId, null]]);
    expect(new Set(ids(await search(teacher, c.courseId, 'lysosome')))).toEqual(new Set([recommended, notes]));
  });
});

describe('in-course search: matching and ranking', () => {
  it('ranks a title above text, finds typos and partial words through trigrams, and caps at 100 hits', async () => {
    const c = await course();
    const at = c.first;
    const inText = await memo(at, 'Catalysts', 'Enzymes lower the activation energy.');
    const inTitle = await memo(at, 'Enzymes', 'Proteins that speed reactions.');
    const ranked = await search(learner, c.courseId, 'enzymes');
    expect(ids(ranked)).toEqual([inTitle, inText]);

    const photo = await memo(at, 'Plants', 'Photosynthesis makes sugar.');
    const typo = await search(learner, c.courseId, 'photosynthsis');
    expect(typo.hits.map((hit) => [hit._id, hit.match])).toEqual([[photo, 'similar']]);
    expect(ids(await search(learner, c.courseId, 'synthesis'))).toEqual([photo]);
    expect(ids(await search(learner, c.courseId, 'photos'))).toEqual([photo]);

    const made: string[] = [];
    for (let i = 0; i < 101; i += 1) made.push(await memo(at, `Quasar ${i}`, 'A bright quasar far away.'));
    const capped = await search(learner, c.courseId, 'quasar');
    expect(capped.hits).toHaveLength(100);
    expect(capped.more).toBe(true);
  });

  it("answers the spec's query-length rule with its message", async () => {
    const c = await course();
    for (const q of ['ab', '  ab  ', '']) {
      const answer = await learner.get(`search/${c.courseId}?q=${encodeURIComponent(q)}`);
      expect(answer.status).toBe(422);
      expect(answer.body.fields).toEqual([{ field: 'q', message: SEARCH_MESSAGES.course }]);
    }
    await setLabelBundle(tk, { search: 'filter' });
    expect((await search(learner, c.courseId, 'ab')).hits).toEqual([]);
    expect((await learner.get(`search/${c.courseId}?q=a`)).body.fields).toEqual([{ field: 'q', message: SEARCH_MESSAGES.filter }]);
    await setLabelBundle(tk, { search: 'course' });
    expect((await learner.get(`search/${c.courseId}`)).status).toBe(422);
    const long = await learner.get(`search/${c.courseId}?q=${'a'.repeat(201)}`);
    expect(long.status).toBe(422);
    expect(JSON.stringify(long.body)).toContain(SEARCH_MESSAGES.tooLong);
    expect((await search(learner, c.courseId, 'abc')).hits).toEqual([]);
    const stranger = await tk.loginAs(await tk.createUser('student'));
    expect((await stranger.get(`search/${c.courseId}?q=abc`)).status).toBe(403);
  });
});

describe('in-course search: the index follows every write', () => {
  it('follows updates, renames, removals and copies', async () => {
    const c = await course();
    const at = c.first;
    const id = await memo(at, 'Cells', 'Mitochondria make energy.');
    expect(ids(await search(learner, c.courseId, 'mitochondria'))).toEqual([id]);
    expect((await teacher.put(`components/${c.courseId}/${at.lessonId}/${at.pageId}/${id}/`, { config: { text: 'Golgi packs proteins.' } })).status).toBe(200);
    expect(ids(await search(learner, c.courseId, 'mitochondria'))).toEqual([]);
    expect(ids(await search(learner, c.courseId, 'golgi'))).toEqual([id]);

    const pageId = await newPage(c.courseId, at.lessonId, 'Organelles');
    expect(ids(await search(learner, c.courseId, 'organelles'))).toEqual([pageId]);
    await teacher.put(`pages/${c.courseId}/${at.lessonId}/${pageId}/`, { title: 'Membranes' });
    expect(ids(await search(learner, c.courseId, 'organelles'))).toEqual([]);
    expect(ids(await search(learner, c.courseId, 'membranes'))).toEqual([pageId]);

    const cloned = await teacher.post(`clone/pages/${c.courseId}/${at.lessonId}/`, { ids: [at.pageId] });
    expect(cloned.status).toBe(201);
    const golgi = await search(learner, c.courseId, 'golgi');
    expect(new Set(golgi.hits.map((hit) => hit.page?._id))).toEqual(new Set([at.pageId, cloned.body.pages[0]._id]));

    expect((await teacher.post(`remove/pages/${c.courseId}/${at.lessonId}/`, { ids: [at.pageId] })).status).toBeLessThan(300);
    expect(ids(await search(learner, c.courseId, 'golgi'))).not.toContain(id);
    expect(await tk.kernel.knex('search_documents').where({ item_id: id }).first()).toBeTruthy();
    await tk.kernel.knex('components').where({ id }).delete();
    expect(await tk.kernel.knex('search_documents').where({ item_id: id }).first()).toBeUndefined();
  });
});
