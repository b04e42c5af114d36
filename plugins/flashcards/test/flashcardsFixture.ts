import { createTestKernel, type CourseFixture, type TestClient, type TestKernel } from '@lms/sdk/testing';
import flashcardsPlugin from '../src/server/index.ts';
import type { FlashcardsConfig } from '../src/schemas/flashcardsConfig.ts';

export interface FlashcardsWorld {
  tk: TestKernel;
  course: CourseFixture;
  teacher: TestClient;
  helper: TestClient;
  ada: TestClient;
  bob: TestClient;
  outsider: TestClient;
  /** "courseId/lessonId/pageId": two published pages, then a draft page. */
  pages: string[];
}

const TEN_YEARS = 10 * 365 * 24 * 3600;

export async function flashcardsWorld(): Promise<FlashcardsWorld> {
  const tk = await createTestKernel({ plugins: [flashcardsPlugin], config: { sessionTtlSeconds: TEN_YEARS } });
  const instructor = await tk.createUser('instructor');
  const assistant = await tk.createUser('instructor');
  const ada = await tk.createUser('student');
  const bob = await tk.createUser('student');
  const outsider = await tk.createUser('student');
  const course = await tk.createCourse({
    instructor,
    assistants: [assistant],
    students: [ada, bob],
    lessons: [{ title: 'L', pages: [{ title: 'P1' }, { title: 'P2' }, { title: 'Draft', draft: true }] }],
  });
  const pages = (course.lessons[0]?.pageIds ?? []).map((pageId) => `${course.courseId}/${course.first.lessonId}/${pageId}`);
  return {
    tk,
    course,
    teacher: await tk.loginAs(instructor),
    helper: await tk.loginAs(assistant),
    ada: await tk.loginAs(ada),
    bob: await tk.loginAs(bob),
    outsider: await tk.loginAs(outsider),
    pages,
  };
}

export const cardId = (n: number) => `0000000000000000000000${n.toString(16).padStart(2, '0')}`;

export function deckConfig(count: number): FlashcardsConfig {
  return { flashcards: Array.from({ length: count }, (_, index) => ({ _id: cardId(index + 1), frontText: `Front ${index + 1}`, backText: `Back ${index + 1}` })) };
}

export async function createDeck(world: FlashcardsWorld, config: FlashcardsConfig, page: string): Promise<string> {
  const created = await world.teacher.post(`components/${page}/new/`, { type: 'flashcards', title: 'Deck', config });
  if (created.status !== 201) throw new Error(`deck not created: ${JSON.stringify(created.body)}`);
  return (created.body as { _id: string })._id;
}
