import type { Page } from '@playwright/test';
import { expect, test } from '../support/journey.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { logIn } from '../support/demo.ts';
import { likertJourneyPackage } from '../../../plugins/assessment/test/qti-package/pciFixtures.ts';

/** Axe on the screen as it is, at a desktop width and at a phone's. */
async function accessibleAtBothWidths(page: Page, screen: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page, `${screen} at ${width} px`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const FRAME = 'iframe[title="How sure are you that the light was lit?"]';

test('an instructor imports a package with a portable custom interaction; a student answers it by keyboard in its sandboxed frame and the review shows it', async ({ browser }) => {
  test.setTimeout(180_000);
  const instructor = await (await browser.newContext()).newPage();
  const student = await (await browser.newContext()).newPage();
  await logIn(instructor, 'instructor@demo.lms');
  await logIn(student, 'student1@demo.lms');
  await instructor.getByRole('link', { name: /Demo Course: Learning on the Platform/ }).click();
  const courseId = /\/([0-9a-f]{24})$/.exec(instructor.url())![1]!;

  // An empty assessment page for the package's test to fill.
  await instructor.getByRole('link', { name: 'Planning ahead', exact: true }).first().click();
  const lessonUrl = instructor.url();
  await instructor.getByRole('button', { name: /View:/ }).click();
  await instructor.getByRole('menuitemradio', { name: 'Author Mode' }).or(instructor.getByRole('button', { name: 'Author Mode' })).first().click();
  await expect(instructor).toHaveURL(/\/edit$/);
  await instructor.getByRole('link', { name: 'New page from a component' }).click();
  await instructor.getByLabel('Page title').fill('Keeper quiz');
  await instructor.getByRole('button', { name: /^Assessment/ }).click();
  await instructor.getByRole('region', { name: 'Content' }).getByLabel('Instructions').fill('Say how sure you are.');
  await instructor.getByRole('button', { name: 'Save' }).click();
  await expect(instructor.getByText('Component updated')).toBeVisible();

  // The package: the PCI item is kept as QTI, its module among the files.
  await instructor.goto(`/${courseId}/questions`);
  await instructor.getByRole('button', { name: 'Import a QTI package' }).click();
  const form = instructor.getByRole('form', { name: 'Import a QTI package' });
  await form.getByLabel('Package (.zip with imsmanifest.xml)').setInputFiles({ name: 'likert.zip', mimeType: 'application/zip', buffer: Buffer.from(likertJourneyPackage()) });
  await expect(form.getByRole('table', { name: 'Items' }).getByRole('row', { name: 'items/likert.xml How sure qti 1 Yes' })).toBeVisible();
  await form.getByLabel('Test to use').selectOption({ label: "Keeper's claim" });
  const assessment = form.getByLabel(/Assessment it fills/);
  const newest = assessment.getByRole('option', { name: /^Assessment \(Planning ahead\)/ }).last();
  await expect(newest).toBeAttached();
  await assessment.selectOption((await newest.getAttribute('value'))!);
  await form.getByRole('button', { name: 'Confirm the import' }).click();
  await expect(form.getByText(/Imported 1 Questions.*the assessment now has 1 items\./)).toBeVisible();

  // The student answers in the frame, from the keyboard: into the scale, then along it to 4.
  await student.goto(lessonUrl);
  await student.getByRole('link', { name: 'Keeper quiz' }).click();
  await student.getByRole('button', { name: 'Start', exact: true }).click();
  await student.getByRole('button', { name: 'Start now' }).click();
  const frame = student.frameLocator(FRAME);
  await expect(frame.getByRole('radio', { name: '1' })).toBeVisible();
  await expect(student.locator(FRAME)).toHaveAttribute('sandbox', 'allow-scripts');
  await frame.getByRole('radio', { name: '1' }).focus();
  await student.keyboard.press('ArrowRight');
  await student.keyboard.press('ArrowRight');
  await student.keyboard.press('ArrowRight');
  await expect(frame.getByRole('radio', { name: '4' })).toBeChecked();
  await expect(student.getByText('Saved')).toBeVisible();
  await accessibleAtBothWidths(student, 'a PCI being answered');

  // Read again, the frame restores the stored state.
  await student.reload();
  await student.getByRole('button', { name: 'Resume' }).click();
  await expect(student.frameLocator(FRAME).getByRole('radio', { name: '4' })).toBeChecked();
  await student.getByRole('button', { name: 'Finish' }).click();
  await student.getByRole('button', { name: 'Submit' }).click();

  // The review: the PCI read-only with the state stored, scored by the item's own processing.
  await student.getByRole('button', { name: 'Review' }).click();
  await expect(student.getByText('Score: 1 of 1')).toBeVisible();
  const reviewed = student.getByRole('article', { name: 'Question 1' }).frameLocator(FRAME).first();
  await expect(reviewed.getByRole('radio', { name: '4' })).toBeChecked();
  await expect(reviewed.getByRole('radio', { name: '4' })).toBeDisabled();
  await expect(student.getByRole('region', { name: 'Results and right answers' }).getByText('Question 1: Correct, 1 of 1 point')).toBeVisible();
  await accessibleAtBothWidths(student, 'the review of a PCI');
});
