import { randomBytes } from 'node:crypto';
import { coreServices } from '@lms/sdk';
import { createTestKernel, ledgerActivity, type CourseFixture, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
import projectPlugin from '../src/server/index.ts';
import { DEFAULT_PROJECT_CONFIG, type ProjectConfig } from '../src/schemas/projectConfig.ts';
import type { RubricCriterion } from '../src/schemas/rubricTypes.ts';
import type { StoredProjectStatus } from '../src/rules/projectStatus.ts';

export interface GradingWorld {
  tk: TestKernel;
  course: CourseFixture;
  /** A second course the instructor of `course` has no part in. */
  other: CourseFixture;
  instructor: TestUser;
  ada: TestUser;
  bob: TestUser;
  cy: TestUser;
  teacher: TestClient;
  /** An assistant with manager rights (professor rights, part 2 §6). */
  helper: TestClient;
  /** An assistant of `other`, which sets assistants_no_mgr_rights. */
  plainAssistant: TestClient;
  otherTeacher: TestClient;
  adaClient: TestClient;
}

const TEN_YEARS = 10 * 365 * 24 * 3600;
const newId = () => randomBytes(12).toString('hex');

/** A kernel with the project plugin, a course of 4 pages with its instructor, an assistant and students Ada Lovelace, Bob Hope, Cy Adams; a second course. */
export async function gradingWorld(): Promise<GradingWorld> {
  const tk = await createTestKernel({ plugins: [projectPlugin], config: { sessionTtlSeconds: TEN_YEARS } });
  const instructor = await tk.createUser('instructor', { firstname: 'Irene', lastname: 'Teach' });
  const assistant = await tk.createUser('instructor', { firstname: 'Abe', lastname: 'Assist' });
  const ada = await tk.createUser('student', { firstname: 'Ada', lastname: 'Lovelace' });
  const bob = await tk.createUser('student', { firstname: 'Bob', lastname: 'Hope' });
  const cy = await tk.createUser('student', { firstname: 'Cy', lastname: 'Adams' });
  const course = await tk.createCourse({
    instructor,
    assistants: [assistant],
    students: [ada, bob, cy],
    lessons: [{ title: 'L', pages: [{ title: 'P1' }, { title: 'P2' }, { title: 'P3' }, { title: 'P4' }] }],
  });
  const otherInstructor = await tk.createUser('instructor', { firstname: 'Olga', lastname: 'Other' });
  const otherAssistant = await tk.createUser('instructor', { firstname: 'Pat', lastname: 'Plain' });
  const other = await tk.createCourse({ instructor: otherInstructor, assistants: [otherAssistant], students: [ada], settings: { assistants_no_mgr_rights: true }, lessons: [{ title: 'L', pages: [{ title: 'P' }] }] });
  return {
    tk,
    course,
    other,
    instructor,
    ada,
    bob,
    cy,
    teacher: await tk.loginAs(instructor),
    helper: await tk.loginAs(assistant),
    plainAssistant: await tk.loginAs(otherAssistant),
    otherTeacher: await tk.loginAs(otherInstructor),
    adaClient: await tk.loginAs(ada),
  };
}

export function projectConfig(project: Partial<ProjectConfig['project']> = {}): ProjectConfig {
  return { ...DEFAULT_PROJECT_CONFIG, project: { ...DEFAULT_PROJECT_CONFIG.project, graded: true, max_score: 20, ...project } };
}

/** A project component on the course's page `pageIndex`; answers its id. */
export async function createProjectComponent(world: GradingWorld, config: ProjectConfig = projectConfig(), pageIndex = 0, course = world.course, client = world.teacher): Promise<string> {
  const pageId = course.lessons[0]!.pageIds[pageIndex]!;
  const created = await client.post(`components/${course.courseId}/${course.first.lessonId}/${pageId}/new/`, { type: 'project', title: 'Portfolio', config });
  if (created.status !== 201) throw new Error(`project component not created: ${JSON.stringify(created.body)}`);
  return created.body._id as string;
}

/** A rubric of the course in the plugin's table (the rubrics room's calls are not needed here); answers its criteria. */
export async function storeRubric(world: GradingWorld, ownerId: string, course = world.course): Promise<{ id: string; criteria: RubricCriterion[] }> {
  const rating = (points: number, name: string) => ({ _id: newId(), rating: name, description: '', points });
  const criteria: RubricCriterion[] = [
    { _id: newId(), title: 'Content', description: '', max_points: 10, ratings: [rating(10, 'Excellent'), rating(6, 'Fair'), rating(0, 'Missing')] },
    { _id: newId(), title: 'Style', description: '', max_points: 5, ratings: [rating(5, 'Polished'), rating(2.5, 'Rough')] },
  ];
  const id = newId();
  const now = new Date();
  await world.tk.kernel.knex('project_rubrics').insert({ id, course_id: course.courseId, owner_id: ownerId, title: 'Essay rubric', criteria: JSON.stringify(criteria), total_points: 15, created_at: now, updated_at: now });
  return { id, criteria };
}

export interface SeededProject {
  projectId: string;
  versionId: string;
  artifactIds: string[];
}

export interface ProjectSeed {
  componentId: string;
  student: TestUser;
  status?: StoredProjectStatus;
  submittedAt?: Date;
  reopened?: boolean;
  course?: CourseFixture;
  /** A library file of the course for one more artifact. */
  mediaId?: string;
  maxScore?: number;
}

/**
 * A student's project as the projects room stores it (its calls are not on
 * this branch): one version with two text artifacts (and a file one when
 * given), submitted unless `status` says otherwise, its submission recorded
 * in the ledger as the submit does (an ungraded grade payload).
 */
export async function seedProject(world: GradingWorld, seed: ProjectSeed): Promise<SeededProject> {
  const course = seed.course ?? world.course;
  const db = world.tk.kernel.knex;
  const status = seed.status ?? 'submitted';
  const submitted = status !== 'draft' && status !== 'shared';
  const now = new Date();
  const projectId = newId();
  const versionId = newId();
  await db('project_projects').insert({
    id: projectId,
    course_id: course.courseId,
    component_id: seed.componentId,
    lesson_id: course.first.lessonId,
    page_id: course.first.pageId,
    owner_id: seed.student.id,
    title: `${seed.student.row.firstname}'s portfolio`,
    status,
    submitted_at: submitted ? (seed.submittedAt ?? now) : null,
    reopened_at: seed.reopened ? now : null,
    created_at: now,
    updated_at: now,
  });
  await db('project_versions').insert({ id: versionId, project_id: projectId, course_id: course.courseId, index: 1, is_submitted: submitted, created_at: now });
  const artifacts = [
    { type: 'text', title: 'Essay', content: '<p>My essay</p>', media_id: null },
    { type: 'text', title: 'Notes', content: '<p>Notes</p>', media_id: null },
    ...(seed.mediaId ? [{ type: 'image', title: 'Sketch', content: null, media_id: seed.mediaId }] : []),
  ].map((artifact, position) => ({ ...artifact, id: newId(), version_id: versionId, project_id: projectId, course_id: course.courseId, position, created_at: now }));
  await db('project_artifacts').insert(artifacts);
  await db('project_projects').where({ id: projectId }).update({ current_version_id: versionId });
  const activity = await ledgerActivity(world.tk, seed.componentId);
  if (submitted && activity) {
    await world.tk.kernel
      .resolve(coreServices.grading)
      .recordSubmission({ activityId: activity.id, userId: seed.student.id, submission: { project_id: projectId, version_id: versionId, grade: null, max_score: seed.maxScore ?? 20, late_percent: 0, apply_policy: false, late: null } });
  }
  return { projectId, versionId, artifactIds: artifacts.map((artifact) => artifact.id) };
}

/** The project row and grade row as stored (the plugin's own tables). */
export async function storedGrade(world: GradingWorld, projectId: string) {
  const project = await world.tk.kernel.knex('project_projects').where({ id: projectId }).first();
  const grade = await world.tk.kernel.knex('project_grades').where({ project_id: projectId }).first();
  return { project, grade: grade ?? null };
}

/** A score save as the grader's screen sends it. */
export function scoreSave(world: GradingWorld, componentId: string, student: TestUser, project: SeededProject, overrides: Record<string, unknown> = {}) {
  return {
    component_id: componentId,
    component_title: 'Portfolio',
    course_id: world.course.courseId,
    student_id: student.id,
    project_id: project.projectId,
    revision: 0,
    grade: 15,
    max_score: 20,
    text_grades: {},
    text_feedback: '<p>Well done</p>',
    audio_feedback: null,
    video_feedback: null,
    type: 'score',
    apply_policy: false,
    criteria: {},
    rubric_id: null,
    ...overrides,
  };
}
