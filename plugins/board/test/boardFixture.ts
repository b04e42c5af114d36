import { createTestKernel, type CourseFixture, type TestClient, type TestKernel, type TestKernelOptions, type TestUser } from '@lms/sdk/testing';
import boardPlugin from '../src/server/index.ts';
import type { BoardConfig } from '../src/schemas/boardConfig.ts';

export interface BoardWorld {
  tk: TestKernel;
  course: CourseFixture;
  instructor: TestUser;
  /** An assistant with manager rights: a moderator. */
  assistant: TestUser;
  ada: TestUser;
  bob: TestUser;
  teacher: TestClient;
  helper: TestClient;
  adaClient: TestClient;
  bobClient: TestClient;
  /** "courseId/lessonId/pageId" of each of the course's pages. */
  pages: string[];
}

/** Sessions outlive the months date tests move the clock by. */
const TEN_YEARS = 10 * 365 * 24 * 3600;

/** A kernel with the board plugin, a course of 3 pages, its instructor, an assistant and two students (Ada Lovelace, Bob Hope). */
export async function boardWorld(settings: Record<string, unknown> = {}, config: TestKernelOptions['config'] = {}): Promise<BoardWorld> {
  const tk = await createTestKernel({ plugins: [boardPlugin], config: { sessionTtlSeconds: TEN_YEARS, ...config } });
  const instructor = await tk.createUser('instructor', { firstname: 'Irene', lastname: 'Teach' });
  const assistant = await tk.createUser('instructor', { firstname: 'Abe', lastname: 'Assist' });
  const ada = await tk.createUser('student', { firstname: 'Ada', lastname: 'Lovelace' });
  const bob = await tk.createUser('student', { firstname: 'Bob', lastname: 'Hope' });
  const course = await tk.createCourse({
    instructor,
    assistants: [assistant],
    students: [ada, bob],
    settings,
    lessons: [{ title: 'L', pages: [{ title: 'P1' }, { title: 'P2' }, { title: 'P3' }] }],
  });
  const pages = (course.lessons[0]?.pageIds ?? []).map((pageId) => `${course.courseId}/${course.first.lessonId}/${pageId}`);
  return {
    tk,
    course,
    instructor,
    assistant,
    ada,
    bob,
    teacher: await tk.loginAs(instructor),
    helper: await tk.loginAs(assistant),
    adaClient: await tk.loginAs(ada),
    bobClient: await tk.loginAs(bob),
    pages,
  };
}

export function boardConfig(overrides: { board?: Partial<BoardConfig['board']>; allow_images?: boolean; max_score?: number } = {}): BoardConfig {
  return {
    allow_images: overrides.allow_images ?? false,
    max_score: overrides.max_score ?? 10,
    board: { requires_comment: false, open_date: null, close_date: null, due_date: null, ...overrides.board },
  };
}

/** Creates a board on the page (default: the first) and answers its id. */
export async function createBoard(world: BoardWorld, config: BoardConfig = boardConfig(), page = world.pages[0]!): Promise<string> {
  const created = await world.teacher.post(`components/${page}/new/`, { type: 'board', title: 'Discuss', config });
  if (created.status !== 201) throw new Error(`board not created: ${JSON.stringify(created.body)}`);
  return created.body._id as string;
}

export const boardPath = (world: BoardWorld, boardId: string) => `board/${world.course.courseId}/${boardId}/`;
