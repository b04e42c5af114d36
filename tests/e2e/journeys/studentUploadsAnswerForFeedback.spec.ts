import { expect, test } from '../support/journey.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { logIn } from '../support/demo.ts';
import { newQuestion } from '../support/questions.ts';
import { openLessonInAuthorMode } from '../support/authorMode.ts';

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const FEEDBACK = 'Clear diagram. Label the axes next time.';

test('a student uploads a file answer, the instructor gives feedback from Uploads and feedback, and the student reads it', async ({ browser }) => {
  const instructor = await (await browser.newContext()).newPage();
  const student = await (await browser.newContext()).newPage();
  await logIn(instructor, 'instructor@demo.lms');
  await logIn(student, 'student1@demo.lms');
  await instructor.getByRole('link', { name: /Demo Course: Learning on the Platform/ }).click();
  const courseId = /\/([0-9a-f]{24})$/.exec(instructor.url())![1]!;

  await newQuestion(instructor, courseId, { type: 'File upload', reference: 'e2e-lab-diagram', title: 'Lab diagram', text: 'Upload a picture of your lab diagram.', points: '5' });
  await instructor.goto(`/${courseId}`);
  const lessonUrl = await openLessonInAuthorMode(instructor, 'Planning ahead');
  await instructor.getByRole('link', { name: 'New page from a component' }).click();
  await instructor.getByLabel('Page title').fill('Lab diagram upload');
  await instructor.getByRole('button', { name: /^Assessment/ }).click();
  const content = instructor.getByRole('region', { name: 'Content' });
  await content.getByLabel('Add a Question').selectOption({ label: 'e2e-lab-diagram — Lab diagram' });
  await content.getByRole('button', { name: 'Add', exact: true }).click();
  await instructor.getByRole('button', { name: 'Save' }).click();
  await expect(instructor.getByText('Component updated')).toBeVisible();

  // The student sends a picture as the answer and submits.
  await student.goto(lessonUrl);
  await student.getByRole('link', { name: 'Lab diagram upload' }).click();
  await student.getByRole('button', { name: 'Start', exact: true }).click();
  await student.getByRole('button', { name: 'Start now' }).click();
  await student.getByLabel('Choose a file to send').setInputFiles({ name: 'lab-diagram.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(student.getByLabel('Send another file instead')).toBeAttached();
  await expect(student.getByText('Saved')).toBeVisible();
  await student.getByRole('button', { name: 'Finish' }).click();
  await student.getByRole('button', { name: 'Submit' }).click();
  await expect(student.getByText('Submitted successfully -- but still waiting for scoring')).toBeVisible();

  // The instructor finds it from the course menu and gives feedback.
  await instructor.goto(`/${courseId}`);
  await instructor.getByRole('navigation', { name: 'Course', exact: true }).getByRole('link', { name: 'Uploads and feedback' }).click();
  await expect(instructor.getByRole('heading', { level: 1, name: 'Uploads and feedback' })).toBeVisible();
  const upload = instructor.getByRole('article', { name: /Lab diagram/ });
  await expect(upload).toContainText('Jamie Lee');
  const form = upload.getByRole('form', { name: 'Feedback on Lab diagram' });
  await form.getByLabel('Feedback').fill(FEEDBACK);
  await form.getByRole('button', { name: 'Save feedback' }).click();
  await expect(form.getByText('Feedback saved.')).toBeVisible();
  await expectAccessible(instructor, 'uploads and feedback');

  // The student reads it under "My uploads and feedback".
  await student.goto(`/${courseId}`);
  await student.getByRole('navigation', { name: 'Course', exact: true }).getByRole('link', { name: 'My uploads and feedback' }).click();
  const mine = student.getByRole('article', { name: /Lab diagram/ });
  await expect(mine.getByRole('heading', { name: /Feedback from/ })).toBeVisible();
  await expect(mine).toContainText(FEEDBACK);
  await expectAccessible(student, 'my uploads and feedback');
  await student.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(student, 'my uploads and feedback at 390 px');
});
