import { expect, test, type Page } from '../support/journey.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { logIn } from '../support/demo.ts';
import { switchToAuthorMode } from '../support/authorMode.ts';

const COURSE = /Demo Course: Learning on the Platform/;

/** The lesson editor's row of a page or lesson, found by its title link. */
const row = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });

async function openCourse(page: Page): Promise<void> {
  await page.goto('/list');
  await page.getByRole('link', { name: COURSE }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Course: Learning on the Platform' })).toBeVisible();
}

test('an instructor builds and publishes a lesson; the student sees only what is published and open', async ({ browser }) => {
  const instructor = await (await browser.newContext()).newPage();
  const student = await (await browser.newContext()).newPage();
  await logIn(instructor, 'instructor@demo.lms');
  await logIn(student, 'student2@demo.lms');

  // Author Mode on the course home: the lessons as a collection editor.
  await openCourse(instructor);
  await switchToAuthorMode(instructor);
  await instructor.getByRole('button', { name: 'New lesson' }).click();
  await instructor.getByRole('dialog').getByLabel('Title').fill('Field trip');
  await instructor.getByRole('button', { name: 'Create lesson' }).click();

  // The new lesson's editor: make it a draft while it is being built.
  await expect(instructor.getByRole('heading', { level: 1, name: 'Field trip' })).toBeVisible();
  await expect(instructor).toHaveURL(/\/edit$/);
  const lessonEditor = instructor.url();
  await instructor.getByLabel('Draft (hidden from students)').check();
  await instructor.getByRole('button', { name: 'Save lesson' }).click();
  await expect(instructor.getByText('Lesson updated')).toBeVisible();

  // A page made of an html component.
  await instructor.getByRole('link', { name: 'New page from a component' }).click();
  await instructor.getByLabel('Page title').fill('Meeting point');
  await instructor.getByRole('button', { name: /HTML/ }).click();
  const html = instructor.getByRole('textbox', { name: 'HTML content' });
  await expect(html).toBeVisible();
  await expectAccessible(instructor, 'new component editor');
  await html.click();
  await instructor.keyboard.press('ControlOrMeta+A');
  await instructor.keyboard.type('We meet at the north gate at nine.');
  await instructor.getByRole('button', { name: 'Save' }).click();
  await expect(instructor.getByText('Component updated')).toBeVisible();

  // Two more pages: one stays a draft, one is locked until a date far ahead.
  for (const title of ['Packing list', 'Answer sheet']) {
    await instructor.goto(lessonEditor);
    await instructor.getByRole('button', { name: 'New page' }).click();
    await instructor.getByRole('dialog').getByLabel('Title').fill(title);
    await instructor.getByRole('button', { name: 'Create page' }).click();
    await expect(instructor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
  await instructor.goto(lessonEditor);
  await row(instructor, 'Packing list').getByRole('button', { name: 'Make Packing list a draft' }).click();
  await expect(row(instructor, 'Packing list').getByText('Draft', { exact: true })).toBeVisible();
  await row(instructor, 'Answer sheet').getByRole('button', { name: 'Lock Answer sheet' }).click();
  await expect(row(instructor, 'Answer sheet').getByText('Locked', { exact: true })).toBeVisible();
  await expectAccessible(instructor, 'lesson editor');

  // While the lesson is a draft, the student does not see it at all.
  await openCourse(student);
  await expect(student.getByRole('link', { name: 'Welcome' })).toBeVisible();
  await expect(student.getByText('Field trip')).toHaveCount(0);

  // Publish the lesson from the course's collection editor.
  await instructor.getByRole('navigation', { name: /breadcrumb/i }).getByRole('link', { name: COURSE }).click();
  await expect(instructor).toHaveURL(/\/edit$/);
  await row(instructor, 'Field trip').getByRole('button', { name: 'Publish Field trip' }).click();
  await expect(row(instructor, 'Field trip').getByRole('button', { name: 'Make Field trip a draft' })).toBeVisible();

  // The student now sees the lesson with its one published, open page, and reads it.
  await openCourse(student);
  await student.getByRole('link', { name: 'Field trip', exact: true }).first().click();
  await expect(student.getByRole('heading', { level: 1, name: 'Field trip' })).toBeVisible();
  await expect(student.getByRole('link', { name: 'Meeting point' })).toBeVisible();
  await expect(student.getByText('Packing list')).toHaveCount(0);
  await expect(student.getByText('Answer sheet')).toHaveCount(0);
  await student.getByRole('link', { name: 'Meeting point' }).click();
  await expect(student.getByText('We meet at the north gate at nine.')).toBeVisible();
  await expectAccessible(student, 'published page');

  // Addressed directly, a locked page is not found for the student.
  const lessonUrl = student.url().replace(/\/[0-9a-f]{24}$/, '');
  await instructor.goto(lessonEditor);
  const lockedHref = await row(instructor, 'Answer sheet').getByRole('link', { name: 'Answer sheet', exact: true }).getAttribute('href');
  const lockedPageId = /\/([0-9a-f]{24})\/edit$/.exec(lockedHref ?? '')?.[1];
  expect(lockedPageId).toBeTruthy();
  await student.goto(`${lessonUrl}/${lockedPageId}`);
  await expect(student.getByRole('heading', { level: 1, name: 'Answer sheet' })).toHaveCount(0);
  await expect(student.getByText('Answer sheet')).toHaveCount(0);

  // Its date comes: scheduled to have opened yesterday, it shows for the student.
  const yesterday = new Date(Date.now() - 86_400_000);
  const entered = `${String(yesterday.getMonth() + 1).padStart(2, '0')}/${String(yesterday.getDate()).padStart(2, '0')}/${yesterday.getFullYear()} 08:00`;
  await row(instructor, 'Answer sheet').getByRole('button', { name: 'Schedule Answer sheet' }).click();
  const schedule = instructor.getByRole('dialog', { name: 'Schedule Answer sheet' });
  await expect(schedule.getByLabel('Hide from students until it opens')).toBeChecked();
  await schedule.getByLabel(/Opens on/).fill(entered);
  await schedule.getByRole('button', { name: 'Save schedule' }).click();
  await expect(row(instructor, 'Answer sheet').getByText('Locked', { exact: true })).toHaveCount(0);
  await student.goto(lessonUrl);
  await expect(student.getByRole('link', { name: 'Answer sheet' })).toBeVisible();
  await expect(student.getByText('Packing list')).toHaveCount(0);
});
