import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, placeLedgerComponent, type CourseFixture, type TestClient, type TestKernel } from '@lms/sdk/testing';
import insights from '../../src/server/index.ts';
import { quizMeState } from '../../src/server/quizMe/quizMeRoutes.ts';

/**
 * GET insights/quizme/{courseId} (part 3 §4 QuizMe): the caller's own list,
 * the state the modal opens in (review for a professor, initial otherwise),
 * what a student may not see left out, strangers refused.
 */
describe('QuizMe call', () => {
  let tk: TestKernel;
  let course: CourseFixture;
  let professor: TestClient;
  let adaClient: TestClient;
  let strangerStudent: TestClient;
  let otherProfessor: TestClient;
  let quiz: { componentId: string; activityId: string };
  let draftQuiz: { componentId: string; activityId: string };
  let essay: { componentId: string; activityId: string };
  let secondQuiz: { componentId: string; activityId: string };

  beforeAll(async () => {
    tk = await createTestKernel({ plugins: [insights] });
    const instructor = await tk.createUser('instructor', { firstname: 'Pat', lastname: 'Prof' });
    const stranger = await tk.createUser('instructor', { firstname: 'Olga', lastname: 'Other' });
    const ada = await tk.createUser('student', { firstname: 'Ada', lastname: 'Lovelace' });
    const eve = await tk.createUser('student', { firstname: 'Eve', lastname: 'Elsewhere' });
    course = await tk.createCourse({
      instructor,
      students: [ada],
      lessons: [
        { title: 'Numbers', pages: [{ title: 'Counting' }, { title: 'Drafting', draft: true }] },
        { title: 'Shapes', pages: [{ title: 'Circles' }] },
      ],
    });
    await tk.createCourse({ instructor: stranger, students: [eve], lessons: [{ title: 'L', pages: [{ title: 'P' }] }] });
    const [numbers, shapes] = course.lessons;
    quiz = await placeLedgerComponent(tk, { courseId: course.courseId, pageId: numbers!.pageIds[0]!, position: 0, type: 'assessment', title: 'Quiz 1', maxScore: 10 });
    essay = await placeLedgerComponent(tk, { courseId: course.courseId, pageId: numbers!.pageIds[0]!, position: 1, type: 'project', title: 'Essay', maxScore: 20 });
    draftQuiz = await placeLedgerComponent(tk, { courseId: course.courseId, pageId: numbers!.pageIds[1]!, position: 0, type: 'assessment', title: 'Draft quiz', maxScore: 5 });
    secondQuiz = await placeLedgerComponent(tk, { courseId: course.courseId, pageId: shapes!.pageIds[0]!, position: 0, type: 'assessment', title: 'Quiz 2', maxScore: 4 });
    professor = await tk.loginAs(instructor);
    otherProfessor = await tk.loginAs(stranger);
    adaClient = await tk.loginAs(ada);
    strangerStudent = await tk.loginAs(eve);
  });

  afterAll(() => tk?.close());

  const path = () => `insights/quizme/${course.courseId}`;

  it('opens in the initial state for a student, with only the assessments she may see, in reading order', async () => {
    const answer = await adaClient.get(path());
    expect(answer.status).toBe(200);
    expect(answer.body.state).toBe('initial');
    expect(answer.body.quizzes).toEqual([
      {
        component_id: quiz.componentId,
        activity_id: quiz.activityId,
        title: 'Quiz 1',
        lesson_id: course.lessons[0]!.id,
        lesson_title: 'Numbers',
        lesson_number: 1,
        page_id: course.lessons[0]!.pageIds[0],
        max_score: 10,
      },
      expect.objectContaining({ component_id: secondQuiz.componentId, title: 'Quiz 2', lesson_number: 2, page_id: course.lessons[1]!.pageIds[0], max_score: 4 }),
    ]);
    const ids = answer.body.quizzes.map((entry: { component_id: string }) => entry.component_id);
    expect(ids).not.toContain(draftQuiz.componentId);
    expect(ids).not.toContain(essay.componentId);
  });

  it('opens in review for a professor, with every assessment of the course', async () => {
    const answer = await professor.get(path());
    expect(answer.status).toBe(200);
    expect(answer.body.state).toBe('review');
    expect(answer.body.quizzes.map((entry: { title: string }) => entry.title)).toEqual(['Quiz 1', 'Draft quiz', 'Quiz 2']);
  });

  it("opens in the initial state, with the students' list, for a professor viewing as a student", async () => {
    const answer = await professor.get(`${path()}?as=student`);
    expect(answer.status).toBe(200);
    expect(answer.body.state).toBe('initial');
    expect(answer.body.quizzes.map((entry: { title: string }) => entry.title)).toEqual(['Quiz 1', 'Quiz 2']);
  });

  it("a student's ?as=student changes nothing: the state follows her rights", async () => {
    const answer = await adaClient.get(`${path()}?as=student`);
    expect(answer.body.state).toBe('initial');
    expect(answer.body.quizzes).toHaveLength(2);
  });

  it('refuses people outside the course, a bad query and anonymous callers', async () => {
    expect((await strangerStudent.get(path())).status).toBe(403);
    expect((await otherProfessor.get(path())).status).toBe(403);
    expect((await adaClient.get(`${path()}?as=professor`)).status).toBe(422);
    expect((await tk.client().get(path())).status).toBe(401);
  });

  it('states the rule: review for a professor, initial otherwise', () => {
    expect(quizMeState(true, false)).toBe('review');
    expect(quizMeState(true, true)).toBe('initial');
    expect(quizMeState(false, false)).toBe('initial');
    expect(quizMeState(false, true)).toBe('initial');
  });
});
