import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices } from '@lms/sdk';
import { createTestKernel, placeLedgerComponent, storeGradedAttempt, type CourseFixture, type TestClient, type TestKernel, type TestUser } from '@lms/sdk/testing';
import insights from '../../src/server/index.ts';

/**
 * The deep dives and the performance report through the kernel: the ledger
 * seeded as component plugins record it, tracking through coreServices.tracking.
 */
describe('reports calls', () => {
  let tk: TestKernel;
  let course: CourseFixture;
  let stranger: TestUser;
  let ada: TestUser;
  let bob: TestUser;
  let cy: TestUser;
  let professor: TestClient;
  let assistantNoMgrRights: TestClient;
  let otherProfessor: TestClient;
  let adaClient: TestClient;
  let quiz: { componentId: string; activityId: string };
  let essay: { componentId: string; activityId: string };

  beforeAll(async () => {
    tk = await createTestKernel({ plugins: [insights] });
    const instructor = await tk.createUser('instructor', { firstname: 'Pat', lastname: 'Prof' });
    const assistant = await tk.createUser('instructor', { firstname: 'Abe', lastname: 'Assist' });
    stranger = await tk.createUser('instructor', { firstname: 'Olga', lastname: 'Other' });
    ada = await tk.createUser('student', { firstname: 'Ada', lastname: 'Lovelace' });
    bob = await tk.createUser('student', { firstname: 'Bob', lastname: 'Babbage' });
    cy = await tk.createUser('student', { firstname: 'Cy', lastname: 'Young' });
    course = await tk.createCourse({
      instructor,
      assistants: [assistant],
      students: [ada, bob, cy],
      settings: { assistants_no_mgr_rights: true },
      lessons: [{ title: 'Numbers', pages: [{ title: 'Counting' }, { title: 'Adding' }] }],
    });
    await tk.createCourse({ instructor: stranger, students: [ada], lessons: [{ title: 'L', pages: [{ title: 'P' }] }] });
    const settings = { score_visibility: 'immediately', scoring_method: 'latest' };
    quiz = await placeLedgerComponent(tk, { courseId: course.courseId, pageId: course.first.pageId, position: 0, type: 'assessment', title: 'Quiz 1', maxScore: 10, settings });
    essay = await placeLedgerComponent(tk, { courseId: course.courseId, pageId: course.lessons[0]!.pageIds[1]!, position: 0, type: 'project', title: 'Essay', maxScore: 20, settings });
    const at = (iso: string) => new Date(iso);
    // Ada: 4 then 9 (latest counts: 90%); Bob: 5 (50%); Cy: nothing on the quiz.
    await storeGradedAttempt(tk, { courseId: course.courseId, activityId: quiz.activityId, userId: ada.id, score: 4, maxScore: 10, at: at('2026-11-02T10:00:00Z') });
    await storeGradedAttempt(tk, { courseId: course.courseId, activityId: quiz.activityId, userId: ada.id, score: 9, maxScore: 10, at: at('2026-11-03T10:00:00Z') });
    await storeGradedAttempt(tk, { courseId: course.courseId, activityId: quiz.activityId, userId: bob.id, score: 5, maxScore: 10, at: at('2026-11-03T11:00:00Z') });
    await storeGradedAttempt(tk, { courseId: course.courseId, activityId: essay.activityId, userId: cy.id, score: 15, maxScore: 20, at: at('2026-11-04T11:00:00Z') });
    await tk.kernel.resolve(coreServices.grading).saveRollupGroups(
      course.courseId,
      [{ id: 'new-quizzes', title: 'Quizzes', color: '#3b82f6' }],
      [{ activityId: quiz.activityId, rollupId: 'new-quizzes' }],
    );
    professor = await tk.loginAs(instructor);
    assistantNoMgrRights = await tk.loginAs(assistant);
    otherProfessor = await tk.loginAs(stranger);
    adaClient = await tk.loginAs(ada);
  });

  afterAll(() => tk?.close());

  it('lists the assessments with submitted count, average, median and the 10-bucket histogram', async () => {
    const answer = await professor.get(`reports/assessments/${course.courseId}`);
    expect(answer.status).toBe(200);
    expect(answer.body.students).toBe(3);
    expect(answer.body.assessments).toHaveLength(1);
    const [figures] = answer.body.assessments;
    expect(figures).toMatchObject({ component_id: quiz.componentId, title: 'Quiz 1', max_score: 10, submitted: 2, average: 70, median: 70 });
    expect(figures.histogram).toHaveLength(10);
    expect(figures.histogram[5]).toMatchObject({ from: 50, count: 1 });
    expect(figures.histogram[9]).toMatchObject({ from: 90, to: 100, count: 1 });
  });

  it("answers one assessment's distribution, and refuses a component that is not an assessment of the course", async () => {
    const answer = await professor.get(`reports/assessments/${course.courseId}/${quiz.componentId}`);
    expect(answer.status).toBe(200);
    expect(answer.body.percents).toEqual([50, 90]);
    expect(answer.body.assessment.submitted).toBe(2);
    const essayAnswer = await professor.get(`reports/assessments/${course.courseId}/${essay.componentId}`);
    expect(essayAnswer.status).toBe(404);
    expect(essayAnswer.body.errno ?? essayAnswer.body.error).toBeDefined();
  });

  it('reports per activity and per rollup group the class average, median and distribution', async () => {
    const answer = await professor.get(`reports/performance/${course.courseId}`);
    expect(answer.status).toBe(200);
    const byTitle = Object.fromEntries(answer.body.rows.map((row: { title: string }) => [row.title, row]));
    expect(byTitle['Quiz 1']).toMatchObject({ kind: 'activity', group: 'Quizzes', submitted: 2, average: 70, median: 70 });
    expect(byTitle['Essay']).toMatchObject({ kind: 'activity', group: null, submitted: 1, average: 75, median: 75 });
    expect(byTitle['Quizzes']).toMatchObject({ kind: 'group', submitted: 2, average: 70 });
  });

  it('lists the students with minutes on task this week and last week and when they were last seen', async () => {
    const tracking = tk.kernel.resolve(coreServices.tracking);
    const now = tk.clock.now();
    const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    const lesson = course.first.lessonId;
    const page = course.first.pageId;
    // Ada: 10 minutes today (three events 5 min apart: the first two windows count), 10 minutes 9 days ago.
    tracking.record([0, 5, 10].map((back) => ({ kind: 'page_visit' as const, courseId: course.courseId, userId: ada.id, lessonId: lesson, pageId: page, at: minutesAgo(20 - back) })));
    tracking.record([0, 5, 10].map((back) => ({ kind: 'page_visit' as const, courseId: course.courseId, userId: ada.id, lessonId: lesson, pageId: page, at: minutesAgo(9 * 24 * 60 + 20 - back) })));
    const answer = await professor.get(`reports/students/${course.courseId}`);
    expect(answer.status).toBe(200);
    expect(answer.body.students.map((student: { name: string }) => student.name)).toEqual(['Bob Babbage', 'Ada Lovelace', 'Cy Young']);
    const adaRow = answer.body.students.find((student: { user_id: string }) => student.user_id === ada.id);
    expect(adaRow).toMatchObject({ percent: 90, engagement: 'disengaged', minutes_past_week: 10, minutes_prior_week: 10, last_seen: minutesAgo(10).toISOString() });
    expect(adaRow.engagement_explanation).toMatch(/10 min/);
    expect(answer.body.students.find((student: { user_id: string }) => student.user_id === cy.id)).toMatchObject({ percent: 75, minutes_past_week: 0, last_seen: null });
  });

  it("shows one student's activities with scores and attempts and time on task by week", async () => {
    const answer = await professor.get(`reports/students/${course.courseId}/${ada.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.student).toMatchObject({ user_id: ada.id, name: 'Ada Lovelace', percent: 90, engagement: 'disengaged' });
    const quizRow = answer.body.activities.find((row: { activity_id: string }) => row.activity_id === quiz.activityId);
    expect(quizRow).toMatchObject({ score: 9, max_score: 10, percent: 90, attempts: 2, last_submitted: '2026-11-03T10:00:00.000Z', excused: false });
    expect(answer.body.weeks).toHaveLength(12);
    const total = answer.body.weeks.reduce((sum: number, week: { minutes: number }) => sum + week.minutes, 0);
    expect(total).toBe(20);
    for (const week of answer.body.weeks) expect(new Date(`${week.week}T00:00:00Z`).getUTCDay()).toBe(1);
    expect((await professor.get(`reports/students/${course.courseId}/${stranger.id}`)).status).toBe(404);
  });

  it("lets every professor of the course read them (assistants without manager rights too: part 3 §6 denies them only activity settings and rollup pages), and refuses students and other courses' professors", async () => {
    const paths = [
      `reports/assessments/${course.courseId}`,
      `reports/assessments/${course.courseId}/${quiz.componentId}`,
      `reports/performance/${course.courseId}`,
      `reports/students/${course.courseId}`,
      `reports/students/${course.courseId}/${ada.id}`,
    ];
    for (const path of paths) {
      expect((await adaClient.get(path)).status, path).toBe(403);
      expect((await assistantNoMgrRights.get(path)).status, path).toBe(200);
      expect((await otherProfessor.get(path)).status, path).toBe(403);
    }
  });
});
