import { randomBytes } from 'node:crypto';
import { createTestKernel, ledgerActivity, storeGradedAttempt, type CourseFixture, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
import projectPlugin from '../src/server/index.ts';
import { DEFAULT_PROJECT_CONFIG, type ProjectConfig } from '../src/schemas/projectConfig.ts';
import type { CriterionDraft } from '../src/rules/rubricRules.ts';
import { rubricTotal } from '../src/rules/rubricRules.ts';

const plugin = projectPlugin;

export interface RubricsWorld {
  tk: TestKernel;
  course: CourseFixture;
  teacherUser: TestUser;
  assistantUser: TestUser;
  adaUser: TestUser;
  bobUser: TestUser;
  teacher: TestClient;
  /** An assistant with manager rights: a professor who does not own the teacher's rubrics. */
  assistant: TestClient;
  ada: TestClient;
  outsider: TestClient;
  /** An assistant of a course with assistants_no_mgr_rights. */
  plainAssistant: TestClient;
  plainCourseId: string;
}

const TEN_YEARS = 10 * 365 * 24 * 3600;

export async function rubricsWorld(): Promise<RubricsWorld> {
  const tk = await createTestKernel({ plugins: [plugin], config: { sessionTtlSeconds: TEN_YEARS } });
  const teacherUser = await tk.createUser('instructor', { firstname: 'Tess', lastname: 'Teacher' });
  const assistantUser = await tk.createUser('instructor', { firstname: 'Asa', lastname: 'Assistant' });
  const plainAssistantUser = await tk.createUser('instructor');
  const adaUser = await tk.createUser('student', { firstname: 'Ada', lastname: 'Lovelace' });
  const bobUser = await tk.createUser('student', { firstname: 'Bob', lastname: 'Hope' });
  const outsiderUser = await tk.createUser('instructor');
  const course = await tk.createCourse({
    instructor: teacherUser,
    assistants: [assistantUser],
    students: [adaUser, bobUser],
    lessons: [{ title: 'L', pages: [{ title: 'P1' }, { title: 'P2' }, { title: 'P3' }, { title: 'P4' }] }],
  });
  const plain = await tk.createCourse({ instructor: outsiderUser, assistants: [plainAssistantUser], settings: { assistants_no_mgr_rights: true } });
  return {
    tk,
    course,
    teacherUser,
    assistantUser,
    adaUser,
    bobUser,
    teacher: await tk.loginAs(teacherUser),
    assistant: await tk.loginAs(assistantUser),
    ada: await tk.loginAs(adaUser),
    outsider: await tk.loginAs(outsiderUser),
    plainAssistant: await tk.loginAs(plainAssistantUser),
    plainCourseId: plain.courseId,
  };
}

export function rubricBody(courseId: string, title: string, criteria: CriterionDraft[]) {
  return { title, description: `${title} description`, criteria, total_points: rubricTotal(criteria), course_id: courseId };
}

/** A project component graded with the rubric, alone on the `index`th page (a project takes the whole page). */
export async function projectComponent(world: RubricsWorld, index: number, rubric: { _id: string; total_points: number }): Promise<string> {
  const { courseId, lessonId } = world.course.first;
  const pageId = world.course.lessons[0]!.pageIds[index]!;
  const config: ProjectConfig = { ...DEFAULT_PROJECT_CONFIG, project: { ...DEFAULT_PROJECT_CONFIG.project, graded: true, rubric: true, rubric_id: rubric._id, rubric_total_points: rubric.total_points } };
  const created = await world.teacher.post(`components/${courseId}/${lessonId}/${pageId}/new/`, { type: 'project', title: `Project ${index}`, config });
  if (created.status !== 201) throw new Error(`project component not created: ${JSON.stringify(created.body)}`);
  return (created.body as { _id: string })._id;
}

/** A student's project on the component, graded with the rubric (project_grades) and its score in the ledger. */
export async function gradedProject(
  world: RubricsWorld,
  componentId: string,
  student: TestUser,
  grade: { rubricId: string; criteria: Record<string, number>; grade: number; original_score: number; max_score: number; apply_policy?: boolean },
): Promise<string> {
  const db = world.tk.kernel.knex;
  const { courseId, lessonId, pageId } = world.course.first;
  const projectId = randomBytes(12).toString('hex');
  const now = world.tk.clock.now();
  await db('project_projects').insert({ id: projectId, course_id: courseId, component_id: componentId, lesson_id: lessonId, page_id: pageId, owner_id: student.id, title: 'Portfolio', status: 'graded', created_at: now, updated_at: now });
  await db('project_grades').insert({
    project_id: projectId,
    course_id: courseId,
    component_id: componentId,
    student_id: student.id,
    grade: grade.grade,
    original_score: grade.original_score,
    max_score: grade.max_score,
    rubric_id: grade.rubricId,
    criteria: JSON.stringify(grade.criteria),
    apply_policy: grade.apply_policy ?? false,
    graded_at: now,
  });
  const activity = await ledgerActivity(world.tk, componentId);
  await storeGradedAttempt(world.tk, { courseId, activityId: activity!.id, userId: student.id, score: grade.grade, maxScore: grade.max_score, at: now });
  return projectId;
}
