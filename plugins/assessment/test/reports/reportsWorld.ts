import { io, type Socket } from 'socket.io-client';
import { createTestKernel, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
import { DEFAULT_ASSESSMENT_CONFIG, type AssessmentConfig } from '../../src/schemas/assessmentConfig.ts';
import type { ApiItem } from '../../src/schemas/itemTypes.ts';
import assessmentPlugin from '../../src/server/index.ts';
import { draft } from '../itemSamples.ts';

export interface Taker {
  user: TestUser;
  client: TestClient;
}

export interface ReportsWorld {
  tk: TestKernel;
  courseId: string;
  /** Page addresses "courseId/lessonId/pageId", one per assessment. */
  pages: string[];
  teacher: TestClient;
  assistant: TestClient;
  /** Teaches another course only. */
  otherTeacher: TestClient;
  /** Students in surname order: Ada Byron, Bob Carter, Cy Dale, Di Evans. */
  students: Taker[];
}

/** A course with an instructor, an assistant and four named students, and an instructor of another course. */
export async function reportsWorld(): Promise<ReportsWorld> {
  const tk = await createTestKernel({ plugins: [assessmentPlugin] });
  const instructor = await tk.createUser('instructor');
  const assistant = await tk.createUser('assistant');
  const other = await tk.createUser('instructor');
  const names = [
    ['Di', 'Evans'],
    ['Ada', 'Byron'],
    ['Cy', 'Dale'],
    ['Bob', 'Carter'],
  ] as const;
  const users = await Promise.all(names.map(([firstname, lastname]) => tk.createUser('student', { firstname, lastname })));
  const course = await tk.createCourse({
    instructor,
    assistants: [assistant],
    students: users,
    lessons: [{ title: 'Quizzes', pages: Array.from({ length: 8 }, (_, n) => ({ title: `Quiz ${n}` })) }],
  });
  await tk.createCourse({ instructor: other });
  const students = await Promise.all(users.map(async (user) => ({ user, client: await tk.loginAs(user) })));
  const order = ['Byron', 'Carter', 'Dale', 'Evans'];
  students.sort((a, b) => order.indexOf(a.user.row.lastname) - order.indexOf(b.user.row.lastname));
  return {
    tk,
    courseId: course.courseId,
    pages: course.lessons[0]!.pageIds.map((pageId) => `${course.courseId}/${course.first.lessonId}/${pageId}`),
    teacher: await tk.loginAs(instructor),
    assistant: await tk.loginAs(assistant),
    otherTeacher: await tk.loginAs(other),
    students,
  };
}

/** Bank items made by the teacher, one per type asked, worth `points` each. */
export async function bankItems<T extends ApiItem['type']>(world: ReportsWorld, types: readonly T[], points = 2): Promise<Record<T, ApiItem>> {
  const items = {} as Record<T, ApiItem>;
  for (const type of types) {
    const created = await world.teacher.post('assessment/items/', draft(type, { points }));
    if (created.status !== 201) throw new Error(JSON.stringify(created.body));
    items[type] = created.body as ApiItem;
  }
  return items;
}

/** An assessment of `items` (each worth `points`) on the next free page; answers its component id. */
export async function createAssessment(world: ReportsWorld, items: readonly ApiItem[], overrides: Partial<AssessmentConfig> = {}, points = 2): Promise<string> {
  const config = { ...DEFAULT_ASSESSMENT_CONFIG, items: items.map((item) => ({ id: item._id, points })), ...overrides };
  const created = await world.teacher.post(`components/${world.pages.shift()}/new/`, { type: 'assessment', title: 'Weekly quiz', config });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  return created.body._id as string;
}

/** Calls the delivery routes of one assessment, failing loudly on an unexpected answer. */
export function delivery(world: ReportsWorld, componentId: string) {
  const base = `assessment/delivery/${world.courseId}/${componentId}/`;
  const expectOk = async (call: Promise<{ status: number; body: any }>) => {
    const answer = await call;
    if (answer.status !== 200) throw new Error(`${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  return {
    start: (client: TestClient) => expectOk(client.post(`${base}start/`, {})),
    save: (client: TestClient, responses: Record<string, unknown>) => expectOk(client.put(`${base}attempt/`, { responses })),
    submit: (client: TestClient, responses: Record<string, unknown> = {}) => expectOk(client.post(`${base}submit/`, { responses })),
  };
}

/** A socket.io client logged in as `client`'s session. */
export async function connect(world: ReportsWorld, client: TestClient): Promise<Socket> {
  const socket = io(world.tk.url, {
    path: '/server/socket.io',
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { cookie: `lms_session=${client.cookie('lms_session')}` },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}
