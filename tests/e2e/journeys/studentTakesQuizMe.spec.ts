import { expect, test } from '../support/journey.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { newAssessmentPage, saveComponent } from '../support/assessmentAuthoring.ts';
import { logIn } from '../support/demo.ts';
import { newQuestion } from '../support/questions.ts';

/**
 * QuizMe (part 3 "Other screens", §4, §9): a student takes a quiz in the QuizMe
 * modal from her insights and reads 'You scored X out of Y'; the instructor opens
 * the same quiz's QuizMe from its deep dive, in review.
 */
test('a student takes a quiz in the QuizMe modal and reads her score; the instructor opens it in review', async ({ browser }) => {
  const instructor = await (await browser.newContext()).newPage();
  const student = await (await browser.newContext()).newPage();
  await logIn(instructor, 'instructor@demo.lms');
  await logIn(student, 'student1@demo.lms');
  await instructor.getByRole('link', { name: /Demo Course: Learning on the Platform/ }).click();
  const courseId = /\/([0-9a-f]{24})$/.exec(instructor.url())![1]!;

  // One Question scored at once.
  await newQuestion(instructor, courseId, {
    type: 'Single choice',
    reference: 'e2e-quizme-moon',
    title: 'Our moon',
    text: 'What orbits the Earth?',
    points: '2',
    async fill(form) {
      await form.getByLabel('Choice 1', { exact: true }).fill('The Moon');
      await form.getByLabel('Choice 2', { exact: true }).fill('The Sun');
      await form.getByLabel('Choice 1 is right').check();
    },
  });

  // A quiz page holding it, the score shown on submitting.
  const { content } = await newAssessmentPage(instructor, courseId, 'Moon quiz');
  await instructor.getByLabel('Title', { exact: true }).fill('QuizMe moon quiz');
  await content.getByLabel('Add a Question').selectOption({ label: 'e2e-quizme-moon — Our moon' });
  await content.getByRole('button', { name: 'Add', exact: true }).click();
  await content.getByRole('group', { name: 'Show the score' }).getByLabel('Immediately on submitting').check();
  await saveComponent(instructor);

  // The student opens it from her insights' QuizMe card, by keyboard, and takes it in the modal.
  await student.goto(`/${courseId}/insights`);
  const card = student.getByRole('region', { name: 'QuizMe' });
  const opener = card.getByRole('button', { name: 'QuizMe: QuizMe moon quiz' });
  await opener.focus();
  await student.keyboard.press('Enter');
  const dialog = student.getByRole('dialog', { name: 'QuizMe: QuizMe moon quiz' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(dialog.getByText('This starts attempt 1 of 1.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Start now' }).click();
  await dialog.getByRole('radio', { name: 'The Moon' }).check();
  await expect(dialog.getByText('Saved')).toBeVisible();
  await dialog.getByRole('button', { name: 'Finish' }).click();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('You scored 2 out of 2')).toBeVisible();
  await expect(dialog.getByText('You scored 2 out of 2')).toBeFocused();
  await expectAccessible(student, 'the QuizMe modal after a submit');
  await student.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  // The instructor's QuizMe, from the quiz's deep dive, opens in review: her preview's review once there is one.
  await instructor.goto(`/${courseId}/assessment-deep-dive`);
  await instructor.getByRole('link', { name: 'QuizMe moon quiz' }).click();
  await instructor.getByRole('button', { name: 'QuizMe: QuizMe moon quiz' }).click();
  const professorDialog = instructor.getByRole('dialog', { name: 'QuizMe: QuizMe moon quiz' });
  await professorDialog.getByRole('button', { name: 'Preview' }).click();
  await professorDialog.getByRole('radio', { name: 'The Sun' }).check();
  await professorDialog.getByRole('button', { name: 'Finish' }).click();
  await professorDialog.getByRole('button', { name: 'Submit' }).click();
  await expect(professorDialog.getByText('You scored 0 out of 2')).toBeVisible();
  await professorDialog.getByRole('button', { name: 'Close' }).click();
  await instructor.getByRole('button', { name: 'QuizMe: QuizMe moon quiz' }).click();
  await expect(professorDialog.getByRole('heading', { name: 'Review of attempt 1' })).toBeVisible();
  await expectAccessible(instructor, 'the QuizMe modal in review');
});
