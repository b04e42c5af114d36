import { createTestKernel, type CourseFixture, type TestClient, type TestKernel } from '@lms/sdk/testing';
import { defineComponentType, definePlugin } from '@lms/sdk';
import { Type } from '@lms/sdk/calls';
import instructorResources from '../src/server/index.ts';

/** A component type of this test's own: the resources screen shows any type. */
const memoType = defineComponentType<{ text: string }>({
  type: 'memo',
  title: 'Memo',
  configSchema: Type.Object({ text: Type.String({ maxLength: 200 }) }),
  defaults: { text: '' },
  activity: { gradable: false },
});
const memos = definePlugin({ id: 'memos', version: '1.0.0', kernel: '^1', componentTypes: [memoType] });

export interface ResourcesWorld {
  tk: TestKernel;
  course: CourseFixture;
  teacher: TestClient;
  assistant: TestClient;
  learner: TestClient;
  outsider: TestClient;
}

/** A course of three lessons (the last without resources) taught by an instructor and an assistant, with a student and another course's instructor. */
export async function resourcesWorld(): Promise<ResourcesWorld> {
  const tk = await createTestKernel({ plugins: [memos, instructorResources] });
  const instructor = await tk.createUser('instructor');
  const assistant = await tk.createUser('assistant');
  const student = await tk.createUser('student');
  const course = await tk.createCourse({
    title: 'Biology',
    instructor,
    assistants: [assistant],
    students: [student],
    lessons: [
      { title: 'Cells', pages: [{ title: 'Membranes' }, { title: 'Organelles' }] },
      { title: 'Genes', draft: true, pages: [{ title: 'DNA' }] },
      { title: 'Review', pages: [{ title: 'Quiz' }] },
    ],
  });
  return {
    tk,
    course,
    teacher: await tk.loginAs(instructor),
    assistant: await tk.loginAs(assistant),
    learner: await tk.loginAs(student),
    outsider: await tk.loginAs(await tk.createUser('instructor')),
  };
}

/** Adds a memo to a page's slot (as the authoring screen does); answers its id. */
export async function addMemo(client: TestClient, courseId: string, lessonId: string, pageId: string, slot: 'contents' | 'recommended' | 'instructor_notes', title: string): Promise<string> {
  const created = await client.post(`components/${courseId}/${lessonId}/${pageId}/new/`, { type: 'memo', slot, title, config: { text: title } });
  if (created.status !== 200 && created.status !== 201) throw new Error(`memo not added: ${JSON.stringify(created.body)}`);
  return created.body._id as string;
}
