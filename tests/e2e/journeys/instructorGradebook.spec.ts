import { expect, test, type Page } from '../support/journey.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { callApi } from '../support/api.ts';
import { logIn } from '../support/demo.ts';
import { courseMenu, InstructorGradebook, StudentGradebook } from '../support/gradebook.ts';

const COURSE = 'Demo Course: Learning on the Platform';
/** The demo quiz: the demo students took it when the demo was made (host demo, the assessment plugin's demo). */
const DEMO_QUIZ = 'Check your understanding';
const DAY_MS = 86_400_000;

interface Created {
  _id: string;
}

/**
 * A quiz whose score shows with the responses, after the due date (two days
 * ahead): a new lesson and page, a Question worth 2 points, the quiz. Made
 * through the authoring calls (the regrade journey drives those screens).
 */
async function quizShownAfterItsDueDate(page: Page, courseId: string, run: string) {
  const lesson = (await callApi<{ new_lesson: Created }>(page, 'POST', `lessons/${courseId}/new/`, { title: `Gradebook journey ${run}` })).new_lesson;
  const quizPage = (await callApi<{ new_page: Created }>(page, 'POST', `pages/${courseId}/${lesson._id}/new/`, { title: 'Moons quiz' })).new_page;
  const question = await callApi<Created>(page, 'POST', 'assessment/items/', {
    type: 'single_choice',
    reference: `${run}-moons`,
    title: 'Moons of Mars',
    prompt: '<p>How many moons does Mars have?</p>',
    points: 2,
    tags: [],
    content: { choices: [{ id: 'one', text: 'One' }, { id: 'two', text: 'Two' }], correct: 'two' },
  });
  const config = {
    instructions: 'One Question.',
    items: [{ id: question._id, points: 2 }],
    submission_attempts: 1,
    due_date: new Date(Date.now() + 2 * DAY_MS).toISOString(),
    show_score: 1,
    show_responses: 'after_due_date',
  };
  const quiz = await callApi<Created & { config: Record<string, unknown> }>(page, 'POST', `components/${courseId}/${lesson._id}/${quizPage._id}/new/`, { type: 'assessment', title: 'Moons quiz', config });
  const path = `components/${courseId}/${lesson._id}/${quizPage._id}/${quiz._id}/`;
  return {
    id: quiz._id,
    /** Moves the due date (the editor's Due date field saves the same config). */
    dueIn: (days: number) => callApi(page, 'PUT', path, { config: { ...quiz.config, due_date: new Date(Date.now() + days * DAY_MS).toISOString() } }),
  };
}

test('an instructor excuses, grades and adds a column; a second grader sees it live; the student sees the grade and why once the quiz allows it', async ({ browser }) => {
  const instructor = await (await browser.newContext()).newPage();
  const assistant = await (await browser.newContext()).newPage();
  const student = await (await browser.newContext()).newPage();
  await logIn(instructor, 'instructor@demo.lms');
  await logIn(assistant, 'assistant@demo.lms');
  await logIn(student, 'student1@demo.lms');
  const run = `gb-${Date.now().toString(36)}`;

  await instructor.getByRole('link', { name: COURSE }).click();
  await expect(instructor.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  const courseId = /\/([0-9a-f]{24})$/.exec(instructor.url())![1]!;
  const quiz = await quizShownAfterItsDueDate(instructor, courseId, run);

  // Jamie Lee answers it right (2 of 2); the score waits for the due date.
  const delivery = `assessment/delivery/${courseId}/${quiz.id}/`;
  const started = await callApi<{ items: { id: string }[] }>(student, 'POST', `${delivery}start/`, {});
  await callApi(student, 'POST', `${delivery}submit/`, { responses: { [started.items[0]!.id]: 'two' } });

  // 1. The instructor opens the gradebook from the course menu; the demo students' quiz attempts are in it.
  await courseMenu(instructor).getByRole('link', { name: 'Gradebook' }).click();
  await expect(instructor).toHaveURL(new RegExp(`/${courseId}/reports/grades$`));
  const gradebook = new InstructorGradebook(instructor);
  await gradebook.loaded();
  await expect(await gradebook.cell('Novak, Chris', `${DEMO_QUIZ} (7)`)).toContainText('Pending');
  await expect(await gradebook.cell('Lee, Jamie', 'Moons quiz (2)')).toContainText('2');
  await expectAccessible(instructor, 'the instructor gradebook');

  // The assistant, a second grader, has the same gradebook open.
  const second = new InstructorGradebook(assistant);
  await second.open(courseId);
  const chrisQuizThere = await second.cell('Novak, Chris', `${DEMO_QUIZ} (7)`);
  const jamieMoonsThere = await second.cell('Lee, Jamie', 'Moons quiz (2)');
  await expect(chrisQuizThere).toContainText('Pending');

  // 2. Excuse Chris from the demo quiz: shown as excused, here and at once in the assistant's open gradebook.
  await gradebook.excuse('Novak, Chris', `${DEMO_QUIZ} (7)`);
  await expect(await gradebook.cell('Novak, Chris', `${DEMO_QUIZ} (7)`)).toContainText('Excused');
  await expect(chrisQuizThere).toContainText('Excused');

  // 3. Edit Jamie's grade on the new quiz: 1.5 replaces the 2 the quiz gave, live for the assistant too.
  const jamieMoons = await gradebook.editGrade('Lee, Jamie', 'Moons quiz (2)', '1.5');
  await expect(jamieMoons).toContainText('1.5');
  await expect(jamieMoons).toContainText('Instructor grade');
  await expect(jamieMoonsThere).toContainText('1.5');
  // How it was made, for the instructor: the grade replaces the quiz's score.
  const staffExplanation = await gradebook.explainChosen('Lee, Jamie: Moons quiz');
  await expect(staffExplanation).toContainText('Instructor grade 1.5 replaces 2');
  await expectAccessible(instructor, "the instructor's explanation of a score");
  await staffExplanation.getByRole('button', { name: 'Close' }).click();

  // 4. A custom column: it appears in both gradebooks (the assistant's without a reload).
  await gradebook.addColumn({ title: `Lab report ${run}`, maxScore: '20' });
  await expect(await gradebook.column(`Lab report ${run} (20)`)).toBeVisible();
  await expect(await second.column(`Lab report ${run} (20)`)).toBeVisible();

  // 5. The student: the quiz's score is not theirs to see before the due date, nor how it was made.
  await student.getByRole('link', { name: COURSE }).click();
  await courseMenu(student).getByRole('link', { name: 'Grades' }).click();
  await expect(student).toHaveURL(new RegExp(`/${courseId}/gradebook$`));
  const grades = new StudentGradebook(student);
  await grades.loaded();
  await expect(grades.activity('Moons quiz')).toContainText('Score not available yet');
  await expect(grades.explainButton('Moons quiz')).toHaveCount(0);
  await expectAccessible(student, 'the student gradebook');

  // The instructor moves the due date into the past: the grade and its explanation appear.
  await quiz.dueIn(-1);
  await student.reload();
  await grades.loaded();
  await expect(grades.activity('Moons quiz')).toContainText('1.5 of 2');
  const explanation = await grades.explain('Moons quiz');
  await expect(explanation).toContainText('Instructor grade 1.5 replaces 2');
  await expectAccessible(student, 'the explanation of a grade');
  await explanation.getByRole('button', { name: 'Close' }).click();

  // 6. The grading center and board grades, from the course menu: Chris's reflection still waits for a score.
  await courseMenu(instructor).getByRole('link', { name: 'Grading center' }).click();
  await expect(instructor).toHaveURL(new RegExp(`/${courseId}/grading_center$`));
  const waiting = instructor.getByRole('grid', { name: 'Activities with work waiting' });
  await expect(waiting.getByRole('row').filter({ hasText: DEMO_QUIZ })).toBeVisible();
  await expectAccessible(instructor, 'the grading center');
  await courseMenu(instructor).getByRole('link', { name: 'Board grades' }).click();
  await expect(instructor).toHaveURL(new RegExp(`/${courseId}/board_grades$`));
  await expect(instructor.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(instructor, 'board grades');

  // 7. On a phone (390 px) the gradebook stays usable: the student column in view, the grid scrolls under it.
  await instructor.setViewportSize({ width: 390, height: 844 });
  await gradebook.open(courseId);
  const jamie = gradebook.grid.getByRole('rowheader', { name: 'Lee, Jamie', exact: true });
  await expect(jamie).toBeInViewport();
  const scroll = await gradebook.grid.evaluate((grid) => {
    const before = grid.scrollLeft;
    grid.scrollLeft = grid.scrollWidth;
    return { scrollable: grid.scrollWidth > grid.clientWidth, moved: grid.scrollLeft > before };
  });
  expect(scroll).toEqual({ scrollable: true, moved: true });
  await expect(jamie).toBeInViewport();
});
