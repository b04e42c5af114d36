import { createTestKernel, type CourseFixture, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
import { defineComponentType, definePlugin } from '@lms/sdk';
import { Type } from '@lms/sdk/calls';
import aiPlugin from '../../src/server/index.ts';

/** A component type of this test's own whose text the course search indexes. */
const memoType = defineComponentType<{ text: string }>({
  type: 'memo',
  title: 'Memo',
  configSchema: Type.Object({ text: Type.String({ maxLength: 5000 }) }, { additionalProperties: false }),
  defaults: { text: '' },
  activity: { gradable: false },
  searchableText: (config) => config.text,
});
export const memos = definePlugin({ id: 'memos', version: '1.0.0', kernel: '^1', componentTypes: [memoType] });

export interface AiWorld {
  tk: TestKernel;
  course: CourseFixture;
  admin: TestClient;
  teacher: TestClient;
  helper: TestClient;
  student: TestUser;
  learner: TestClient;
  outsider: TestClient;
  /** An instructor of another course. */
  stranger: TestClient;
}

/** A kernel with the ai plugin (and memos); a course of two lessons with an instructor, an assistant and a student; a site administrator, another student and another course's instructor. */
export async function aiWorld(options: { logLevel?: 'debug' } = {}): Promise<AiWorld> {
  const tk = await createTestKernel({ plugins: [memos, aiPlugin], config: options.logLevel ? { logLevel: options.logLevel } : {} });
  const instructor = await tk.createUser('instructor');
  const assistant = await tk.createUser('assistant');
  const student = await tk.createUser('student');
  const course = await tk.createCourse({
    title: 'Cell biology',
    instructor,
    assistants: [assistant],
    students: [student],
    lessons: [
      { title: 'Cells', pages: [{ title: 'Membranes' }, { title: 'Organelles' }] },
      { title: 'Energy', pages: [{ title: 'Respiration' }] },
    ],
  });
  const strangerUser = await tk.createUser('instructor');
  await tk.createCourse({ instructor: strangerUser });
  return {
    tk,
    course,
    admin: await tk.loginAs(await tk.createUser('site-admin')),
    teacher: await tk.loginAs(instructor),
    helper: await tk.loginAs(assistant),
    student,
    learner: await tk.loginAs(student),
    outsider: await tk.loginAs(await tk.createUser('student')),
    stranger: await tk.loginAs(strangerUser),
  };
}

/** Adds a memo holding `text` to a page (its recommended slot: a page holds two contents at most); answers its id. */
export async function addMemo(world: AiWorld, lesson: number, page: number, title: string, text: string, slot = 'recommended'): Promise<string> {
  const { courseId } = world.course;
  const { id: lessonId, pageIds } = world.course.lessons[lesson]!;
  const made = await world.teacher.post(`components/${courseId}/${lessonId}/${pageIds[page]}/new/`, { type: 'memo', slot, title, config: { text } });
  if (made.status !== 201) throw new Error(`memo not added: ${JSON.stringify(made.body)}`);
  return made.body._id as string;
}

/** An agent (published) and the course's AI switched on with it and its sources (made when missing), as an instructor would. */
export async function enableAssistant(world: AiWorld, options: { alias?: string; cap?: number | null; costCap?: number | null; sources?: string[] } = {}): Promise<void> {
  const alias = options.alias ?? 'biology-tutor';
  const agent = await world.admin.post(`ai-agents/${alias}`, { title: 'Biology tutor', published: true, initial_questions: [{ title: 'Start', question: 'What is a membrane?' }] });
  if (agent.status !== 200) throw new Error(JSON.stringify(agent.body));
  const sources = options.sources ?? ['course-notes'];
  for (const uuid of sources) {
    if ((await world.admin.get(`ai/sources/${uuid}`)).status === 200) continue;
    const saved = await world.admin.post(`ai-sources/${uuid}`, { title: `Notes ${uuid}`, author: 'A. Author' });
    if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
  }
  const linked = await world.teacher.post('ai-course-agent', {
    course_id: world.course.courseId,
    agent_alias_id: alias,
    sources,
    ai_admin_enable: true,
    daily_message_cap: options.cap ?? null,
    daily_cost_cap_cents: options.costCap ?? null,
  });
  if (linked.status !== 200) throw new Error(JSON.stringify(linked.body));
}
