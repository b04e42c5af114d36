import { createTestKernel, type CourseFixture, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
import projectPlugin from '../../src/server/index.ts';
import { DEFAULT_PROJECT_CONFIG, type ProjectConfig } from '../../src/schemas/projectConfig.ts';
import type { ApiProject } from '../../src/schemas/projectTypes.ts';

export interface ProjectWorld {
  tk: TestKernel;
  course: CourseFixture;
  instructor: TestUser;
  ada: TestUser;
  bob: TestUser;
  teacher: TestClient;
  /** An assistant with manager rights: professor rights on projects. */
  helper: TestClient;
  adaClient: TestClient;
  bobClient: TestClient;
  /** "courseId/lessonId/pageId" of each of the course's pages. */
  pages: string[];
}

/** Sessions outlive the months date tests move the clock by. */
const TEN_YEARS = 10 * 365 * 24 * 3600;

/** A kernel with the project plugin, a course of 4 pages, its instructor, an assistant and two students (Ada Lovelace, Bob Hope). */
export async function projectWorld(): Promise<ProjectWorld> {
  const tk = await createTestKernel({ plugins: [projectPlugin], config: { sessionTtlSeconds: TEN_YEARS } });
  const instructor = await tk.createUser('instructor', { firstname: 'Irene', lastname: 'Teach' });
  const assistant = await tk.createUser('instructor', { firstname: 'Abe', lastname: 'Assist' });
  const ada = await tk.createUser('student', { firstname: 'Ada', lastname: 'Lovelace' });
  const bob = await tk.createUser('student', { firstname: 'Bob', lastname: 'Hope' });
  const course = await tk.createCourse({
    instructor,
    assistants: [assistant],
    students: [ada, bob],
    lessons: [{ title: 'L', pages: [{ title: 'P1' }, { title: 'P2' }, { title: 'P3' }, { title: 'P4' }] }],
  });
  const pages = (course.lessons[0]?.pageIds ?? []).map((pageId) => `${course.courseId}/${course.first.lessonId}/${pageId}`);
  return {
    tk,
    course,
    instructor,
    ada,
    bob,
    teacher: await tk.loginAs(instructor),
    helper: await tk.loginAs(assistant),
    adaClient: await tk.loginAs(ada),
    bobClient: await tk.loginAs(bob),
    pages,
  };
}

type ProjectOverrides = Partial<ProjectConfig['project']>;

/** A project config: graded out of 10 unless told otherwise. */
export function projectConfig(project: ProjectOverrides = {}, rest: Partial<Omit<ProjectConfig, 'project'>> = {}): ProjectConfig {
  return { ...DEFAULT_PROJECT_CONFIG, ...rest, project: { ...DEFAULT_PROJECT_CONFIG.project, graded: true, max_score: 10, ...project } };
}

/** Creates a project component on the page (alone on it) and answers its id. */
export async function createProjectComponent(world: ProjectWorld, page: string, config: ProjectConfig = projectConfig()): Promise<string> {
  const created = await world.teacher.post(`components/${page}/new/`, { type: 'project', title: 'Portfolio', config });
  if (created.status !== 201) throw new Error(`project component not created: ${JSON.stringify(created.body)}`);
  return created.body._id as string;
}

/** A student's new project on the component, as created. */
export async function createProject(world: ProjectWorld, client: TestClient, componentId: string, page: string, title = 'My portfolio'): Promise<ApiProject> {
  const [courseId, lessonId, pageId] = page.split('/');
  const created = await client.post(`projects/${courseId}`, { title, image: null, component_id: componentId, course_id: courseId, lesson_id: lessonId, page_id: pageId });
  if (created.status !== 201) throw new Error(`project not created: ${JSON.stringify(created.body)}`);
  return created.body.project as ApiProject;
}

/** A 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** A small well-formed PDF. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** Uploads a file to the caller's submissions library and answers its id. */
export async function uploadOwn(world: ProjectWorld, client: TestClient, bytes: Buffer, fileName: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  const answer = await client.upload(`submissions/${world.course.courseId}/upload/`, form);
  if (answer.status !== 201) throw new Error(`upload refused: ${JSON.stringify(answer.body)}`);
  return answer.body.data._id as string;
}
