import type { Page } from '@playwright/test';
import { expect, test } from '../support/journey.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { logIn } from '../support/demo.ts';
import { beaconPackage } from '../../../plugins/assessment/test/qti-package/journeyPackage.ts';

/** Axe on the screen as it is, at a desktop width and at a phone's. */
async function accessibleAtBothWidths(page: Page, screen: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page, `${screen} at ${width} px`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an instructor imports a QTI package with a passage, a hotspot and a templated item into an assessment; a student takes it and sees partial credit with the values drawn', async ({ browser }) => {
  // Two people, a package read by a job, and axe seven times: well past the default minute on a loaded machine.
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
  await instructor.getByLabel('Page title').fill('Beacon quiz');
  await instructor.getByRole('button', { name: /^Assessment/ }).click();
  await instructor.getByRole('region', { name: 'Content' }).getByLabel('Instructions').fill('Read the passage, then answer.');
  await instructor.getByRole('button', { name: 'Save' }).click();
  await expect(instructor.getByText('Component updated')).toBeVisible();

  // The package: its report first, nothing imported yet.
  await instructor.goto(`/${courseId}/questions`);
  await instructor.getByRole('button', { name: 'Import a QTI package' }).click();
  const form = instructor.getByRole('form', { name: 'Import a QTI package' });
  await form.getByLabel('Package (.zip with imsmanifest.xml)').setInputFiles({ name: 'beacon.zip', mimeType: 'application/zip', buffer: Buffer.from(beaconPackage()) });
  const items = form.getByRole('table', { name: 'Items' });
  await expect(items.getByRole('row', { name: 'items/hotspot.xml Find the rock qti 1 Yes, with its passage' })).toBeVisible();
  await expect(items.getByRole('row', { name: 'items/templated.xml Two beams qti 2 Yes' })).toBeVisible();
  await expect(form.getByText('QTI 3.0: 2 of 2 items, 1 passages, 1 media files, 1 tests.')).toBeVisible();
  await expectAccessible(instructor, 'QTI package report');
  await form.getByLabel('Test to use').selectOption({ label: 'Beacon quiz' });
  const assessment = form.getByLabel(/Assessment it fills/);
  // The new page's assessment kept its type's title: its lesson tells it from the demo's. Another journey on this
  // server may have added one to the same lesson before (the labels then add what each holds): the list is in course order, and the new page is the lesson's last.
  const newest = assessment.getByRole('option', { name: /^Assessment \(Planning ahead\)/ }).last();
  await expect(newest).toBeAttached();
  await assessment.selectOption((await newest.getAttribute('value'))!);
  await form.getByRole('button', { name: 'Confirm the import' }).click();
  await expect(form.getByText('Imported 2 Questions, 1 passages and 1 media files; the assessment now has 2 items.')).toBeVisible();

  // The student takes it.
  await student.goto(lessonUrl);
  await student.getByRole('link', { name: 'Beacon quiz' }).click();
  await student.getByRole('button', { name: 'Start', exact: true }).click();
  await student.getByRole('button', { name: 'Start now' }).click();

  // The hotspot, beside its passage: the sand by pointer, then the rock from the keyboard.
  await expect(student.getByText('The lighthouse stood on the rock.')).toBeVisible();
  const spots = student.getByRole('group', { name: 'Where did the lighthouse stand? Choose on the picture.' });
  await spots.getByRole('button', { name: 'The sand' }).click();
  await expect(spots.getByRole('button', { name: 'The sand' })).toHaveAttribute('aria-pressed', 'true');
  await spots.getByRole('button', { name: 'The sand' }).focus();
  await student.keyboard.press('Shift+Tab');
  await expect(spots.getByRole('button', { name: 'The rock' })).toBeFocused();
  await student.keyboard.press('Space');
  await expect(spots.getByRole('button', { name: 'The rock' })).toHaveAttribute('aria-pressed', 'true');
  await expect(spots.getByRole('button', { name: 'The sand' })).toHaveAttribute('aria-pressed', 'false');
  await expect(student.getByText('Saved')).toBeVisible();
  await accessibleAtBothWidths(student, 'a QTI hotspot being answered');

  // The templated item: the values drawn for this attempt, and an answer 1 mile out (within 10%: half the points).
  await student.getByRole('button', { name: 'Next' }).click();
  const drawn = /One beam reaches (\d+) miles, the other (\d+) miles further\./.exec(await student.getByText(/One beam reaches \d+ miles/).innerText());
  expect(drawn).not.toBeNull();
  const [a, b] = [drawn![1]!, drawn![2]!];
  await student.getByRole('textbox', { name: 'Blank 1' }).fill(String(Number(a) + Number(b) + 1));
  await expect(student.getByText('Saved')).toBeVisible();
  await accessibleAtBothWidths(student, 'a templated QTI item being answered');
  await student.getByRole('button', { name: 'Finish' }).click();
  await student.getByRole('button', { name: 'Submit' }).click();

  // The review: the hotspot right, the templated item partly, with the same values as drawn.
  await student.getByRole('button', { name: 'Review' }).click();
  await expect(student.getByText('Score: 2 of 3')).toBeVisible();
  const second = student.getByRole('article', { name: 'Question 2' });
  await expect(second.getByText(`One beam reaches ${a} miles, the other ${b} miles further.`)).toBeVisible();
  await expect(second.getByRole('textbox', { name: 'Blank 1' })).toHaveValue(String(Number(a) + Number(b) + 1));
  await expect(second.getByText('Score on this Question: 1 of 2')).toBeVisible();
  await expect(student.getByRole('article', { name: 'Question 1' }).getByRole('button', { name: 'The rock' })).toHaveAttribute('aria-pressed', 'true');
  const results = student.getByRole('region', { name: 'Results and right answers' });
  await expect(results.getByText('Question 1: Correct, 1 of 1 point')).toBeVisible();
  await expect(results.getByText('Question 2: Partly correct, 1 of 2 points')).toBeVisible();
  // The right answer is the one computed from this attempt's values.
  await expect(results.getByRole('textbox', { name: 'Blank 1' })).toHaveValue(String(Number(a) + Number(b)));
  await accessibleAtBothWidths(student, 'the review of a QTI attempt');
});
