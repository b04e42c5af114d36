import { expect, test, type Page } from '../support/journey.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { callApi } from '../support/api.ts';
import { logIn } from '../support/demo.ts';
import { courseMenu, InstructorGradebook, StudentGradebook } from '../support/gradebook.ts';

const COURSE = 'Demo Course: Learning on the Platform';
const DAY_MS = 86_400_000;

interface Created {
  _id: string;
}

/** MM/DD/YYYY HH:MM in the browser's time zone, as the activity settings screen reads dates. */
function entered(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getMonth() + 1)}/${two(date.getDate())}/${date.getFullYear()} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** A lesson with two quizzes of one 2-point Question each, no dates and no late policy; made through the authoring calls. */
async function lessonWithTwoQuizzes(page: Page, courseId: string, lessonTitle: string, run: string) {
  const lesson = (await callApi<{ new_lesson: Created }>(page, 'POST', `lessons/${courseId}/new/`, { title: lessonTitle })).new_lesson;
  const quizzes: Record<string, string> = {};
  for (const title of ['Phobos quiz', 'Deimos quiz']) {
    const quizPage = (await callApi<{ new_page: Created }>(page, 'POST', `pages/${courseId}/${lesson._id}/new/`, { title })).new_page;
    const question = await callApi<Created>(page, 'POST', 'assessment/items/', {
      type: 'single_choice',
      reference: `${run}-${title}`,
      title: `${title} question`,
      prompt: '<p>How many moons does Mars have?</p>',
      points: 2,
      tags: [],
      content: { choices: [{ id: 'one', text: 'One' }, { id: 'two', text: 'Two' }], correct: 'two' },
    });
    const config = { instructions: 'One Question.', items: [{ id: question._id, points: 2 }], submission_attempts: 1 };
    const quiz = await callApi<Created>(page, 'POST', `components/${courseId}/${lesson._id}/${quizPage._id}/new/`, { type: 'assessment', title, config });
    quizzes[title] = quiz._id;
  }
  return quizzes;
}

test("an instructor bulk-sets one lesson's quizzes' due date and late policy; a submission already in becomes late and loses 10% under its rollup group", async ({ browser }) => {
  const instructor = await (await browser.newContext()).newPage();
  const student = await (await browser.newContext()).newPage();
  await logIn(instructor, 'instructor@demo.lms');
  await logIn(student, 'student1@demo.lms');
  const run = `as-${Date.now().toString(36)}`;
  const lessonTitle = `Settings journey ${run}`;

  await instructor.getByRole('link', { name: COURSE }).click();
  await expect(instructor.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  const courseId = /\/([0-9a-f]{24})$/.exec(instructor.url())![1]!;
  const quizzes = await lessonWithTwoQuizzes(instructor, courseId, lessonTitle, run);

  // Jamie Lee answers the Phobos quiz right (2 of 2) while it has no due date: on time, nothing deducted.
  const delivery = `assessment/delivery/${courseId}/${quizzes['Phobos quiz']}/`;
  const started = await callApi<{ items: { id: string }[] }>(student, 'POST', `${delivery}start/`, {});
  await callApi(student, 'POST', `${delivery}submit/`, { responses: { [started.items[0]!.id]: 'two' } });

  // 1. Activity settings from the course menu; the filter keeps the lesson's quizzes (a quoted phrase and a word).
  await courseMenu(instructor).getByRole('link', { name: 'Activity settings' }).click();
  await expect(instructor).toHaveURL(new RegExp(`/${courseId}/activity_settings$`));
  const grid = instructor.getByRole('grid', { name: 'Activity settings' });
  await expect(grid).toBeVisible();
  await instructor.getByRole('search', { name: 'Filter activities' }).getByLabel('Filter').fill(`"${lessonTitle}" assessment`);
  await instructor.getByRole('search', { name: 'Filter activities' }).getByLabel('Filter').press('Enter');
  await expect(instructor.getByText(/^2 activities match/)).toBeVisible();
  await expect(grid.getByRole('link', { name: 'Phobos quiz' })).toBeVisible();
  await expect(grid.getByRole('link', { name: 'Deimos quiz' })).toBeVisible();
  await expectAccessible(instructor, 'activity settings');

  // 2. Both chosen, bulk edit: an open date after the due date is refused with the spec's message.
  await instructor.getByRole('checkbox', { name: 'Select all activities on this page' }).check();
  await instructor.getByRole('button', { name: 'Bulk edit (2 chosen)' }).click();
  const dialog = instructor.getByRole('dialog', { name: 'Bulk edit 2 activities' });
  const yesterday = new Date(Date.now() - DAY_MS + 60_000);
  yesterday.setSeconds(0, 0);
  await dialog.getByLabel('Change open date').check();
  await dialog.getByLabel('New open date').fill(entered(new Date(Date.now() + 2 * DAY_MS)));
  await dialog.getByLabel('Change due date').check();
  await dialog.getByLabel('New due date').fill(entered(yesterday));
  await dialog.getByRole('button', { name: 'Update chosen activities' }).click();
  await expect(dialog.getByText('Please order your dates sensibly').first()).toBeVisible();
  await expectAccessible(instructor, 'the bulk edit dialog with a rule message');

  // 3. Without the open date: the due date of yesterday, a 10%-a-day late policy, the Coursework group.
  await dialog.getByLabel('Change open date').uncheck();
  await dialog.getByLabel('Change late policy').check();
  await dialog.getByLabel('Auto-accept late work with this policy').check();
  await dialog.getByLabel('Penalty %', { exact: true }).fill('10');
  await dialog.getByLabel('Per', { exact: true }).selectOption({ label: 'Day' });
  await dialog.getByLabel('Max penalty %', { exact: true }).fill('100');
  await dialog.getByLabel('Change rollup').check();
  await dialog.getByLabel('New rollup').selectOption({ label: 'Coursework' });
  await dialog.getByRole('button', { name: 'Update chosen activities' }).click();
  await expect(dialog).toBeHidden();
  await expect(instructor.getByText('Settings for the course have been updated.').first()).toBeVisible();

  // 4. The gradebook: Jamie's submission, now a day late, counts 1.8 (2 less 10%).
  const gradebook = new InstructorGradebook(instructor);
  await gradebook.open(courseId);
  await expect(await gradebook.cell('Lee, Jamie', 'Phobos quiz (2)')).toContainText('1.8');

  // 5. Jamie's own grades: the quiz under the Coursework group, with the deduction.
  await student.getByRole('link', { name: COURSE }).click();
  await courseMenu(student).getByRole('link', { name: 'Grades' }).click();
  const grades = new StudentGradebook(student);
  await grades.loaded();
  await expect(grades.activity('Phobos quiz')).toContainText('Coursework');
  await expect(grades.activity('Phobos quiz')).toContainText('1.8 of 2');
});
