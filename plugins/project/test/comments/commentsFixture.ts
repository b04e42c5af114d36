import { randomBytes } from 'node:crypto';
import { createTestKernel, type CourseFixture, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
import projectPlugin from '../../src/server/index.ts';
import { DEFAULT_PROJECT_CONFIG, type ProjectConfig } from '../../src/schemas/projectConfig.ts';

const plugins = [projectPlugin];

export interface CommentsWorld {
  tk: TestKernel;
  course: CourseFixture;
  instructor: TestUser;
  ada: TestUser;
  bob: TestUser;
  teacher: TestClient;
  adaClient: TestClient;
  bobClient: TestClient;
  componentId: string;
}

const TEN_YEARS = 10 * 365 * 24 * 3600;

/** A kernel with the project plugin, a course with an instructor and two students (Ada Lovelace, Bob Hope), and a project component. */
export async function commentsWorld(comments: ProjectConfig['comments_comp']['comments'] = { due_date: null, graded: true, max_score: 10 }): Promise<CommentsWorld> {
  const tk = await createTestKernel({ plugins, config: { sessionTtlSeconds: TEN_YEARS } });
  const instructor = await tk.createUser('instructor', { firstname: 'Irene', lastname: 'Teach' });
  const ada = await tk.createUser('student', { firstname: 'Ada', lastname: 'Lovelace' });
  const bob = await tk.createUser('student', { firstname: 'Bob', lastname: 'Hope' });
  const course = await tk.createCourse({ instructor, students: [ada, bob], lessons: [{ title: 'L', pages: [{ title: 'Projects' }] }] });
  const teacher = await tk.loginAs(instructor);
  const config: ProjectConfig = { ...DEFAULT_PROJECT_CONFIG, project: { ...DEFAULT_PROJECT_CONFIG.project, graded: true, max_score: 20 }, comments_comp: { comments } };
  const created = await teacher.post(`components/${course.courseId}/${course.first.lessonId}/${course.first.pageId}/new/`, { type: 'project', title: 'Portfolio', config });
  if (created.status !== 201) throw new Error(`project component not created: ${JSON.stringify(created.body)}`);
  return { tk, course, instructor, ada, bob, teacher, adaClient: await tk.loginAs(ada), bobClient: await tk.loginAs(bob), componentId: created.body._id as string };
}

/** A project of `owner` on the world's component, stored as the projects room stores it. */
export async function projectOf(world: CommentsWorld, owner: TestUser, status: 'draft' | 'shared' | 'submitted' = 'draft'): Promise<string> {
  const id = randomBytes(12).toString('hex');
  const now = new Date();
  await world.tk.kernel.knex('project_projects').insert({
    id,
    course_id: world.course.courseId,
    component_id: world.componentId,
    lesson_id: world.course.first.lessonId,
    page_id: world.course.first.pageId,
    owner_id: owner.id,
    title: `Project of ${owner.row.firstname}`,
    status,
    created_at: now,
    updated_at: now,
  });
  const versionId = randomBytes(12).toString('hex');
  await world.tk.kernel.knex('project_versions').insert({ id: versionId, project_id: id, course_id: world.course.courseId, index: 1, is_shared: status === 'shared', created_at: now });
  await world.tk.kernel.knex('project_projects').where({ id }).update({ current_version_id: versionId });
  return id;
}

/** The project's status, its current version shared exactly when the status is 'shared' (as share and unshare of a draft leave it). */
export async function setStatus(world: CommentsWorld, projectId: string, status: string): Promise<void> {
  const db = world.tk.kernel.knex;
  const [row] = await db('project_projects').where({ id: projectId }).update({ status }).returning('current_version_id');
  await db('project_versions').where({ id: row.current_version_id }).update({ is_shared: status === 'shared' });
}

export const commentsPath = (world: CommentsWorld, projectId: string) => `comments/${world.course.courseId}/projects/${projectId}/`;
