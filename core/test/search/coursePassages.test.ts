import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices, type CourseAccess } from '@lms/sdk';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';

// coreServices.coursePassages (the AI assistant's retrieval over the search index): its tiers and its visibility filter.
let tk: TestKernel;

beforeAll(async () => {
  tk = await createTestKernel({ listen: false });
});
afterAll(() => tk?.close());

const access = (courseId: string, professor: boolean): CourseAccess => ({ courseId, student: !professor, professor, manage: professor, edit: professor });

/** A course of lessons with these titles and descriptions (indexed by the lessons' trigger; the title weighs more). */
async function courseOf(lessons: { title: string; description: string; draft?: boolean }[]): Promise<{ courseId: string; lessonIds: string[] }> {
  const instructor = await tk.createUser('instructor');
  const course = await tk.createCourse({ instructor, lessons: lessons.map((lesson) => ({ title: lesson.title, draft: lesson.draft, pages: [] })) });
  const lessonIds = course.lessons.map((lesson) => lesson.id);
  for (const [index, lesson] of lessons.entries()) await tk.kernel.knex('lessons').where({ id: lessonIds[index] }).update({ description: lesson.description });
  return { courseId: course.courseId, lessonIds };
}

describe('course passages for a question', () => {
  it('puts the items holding every word first, then two words, then one, whatever ts_rank says across them', async () => {
    // Ranked by ts_rank over any word, "Transport" (one word, in the title) came before "Lesson two" (two words, in the text).
    const { courseId, lessonIds } = await courseOf([
      { title: 'Transport', description: '' },
      { title: 'Lesson two', description: 'What the cell membrane does.' },
      { title: 'Lesson three', description: 'How the cell membrane handles transport.' },
      { title: 'Lesson four', description: 'Nothing of the question.' },
    ]);
    const passages = tk.kernel.resolve(coreServices.coursePassages);
    const found = await passages.find(courseId, 'What is the role of the cell membrane in transport?', access(courseId, false), 12);
    expect(found.map((passage) => passage.itemId)).toEqual([lessonIds[2], lessonIds[1], lessonIds[0]]);
    expect(found[1]!.quote).toBe('What the cell membrane does.');
    expect(await passages.find(courseId, 'What is the role of the cell membrane in transport?', access(courseId, false), 1)).toHaveLength(1);
  });

  it('never finds a draft for a student, in any tier; its staff finds it', async () => {
    const { courseId, lessonIds } = await courseOf([
      { title: 'Osmosis drafted', description: 'Osmosis moves water across the membrane.', draft: true },
      { title: 'Water', description: 'Water in cells.' },
    ]);
    const passages = tk.kernel.resolve(coreServices.coursePassages);
    const question = 'How does osmosis move water across a membrane?';
    expect((await passages.find(courseId, question, access(courseId, false), 12)).map((passage) => passage.itemId)).toEqual([lessonIds[1]]);
    expect((await passages.find(courseId, question, access(courseId, true), 12)).map((passage) => passage.itemId)).toEqual([lessonIds[0], lessonIds[1]]);
  });

  it('finds nothing for a question of stop words or no words', async () => {
    const { courseId } = await courseOf([{ title: 'What is this', description: 'It is what it is.' }]);
    const passages = tk.kernel.resolve(coreServices.coursePassages);
    expect(await passages.find(courseId, 'What is it?', access(courseId, false), 12)).toEqual([]);
    expect(await passages.find(courseId, '?! …', access(courseId, false), 12)).toEqual([]);
  });
});
