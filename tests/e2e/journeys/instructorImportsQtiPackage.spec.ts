import { expect, test } from '../support/journey.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { logIn } from '../support/demo.ts';
import { testPackage } from '../../../plugins/assessment/test/qti-package/packageFixtures.ts';

test('an instructor imports a QTI package with a passage, an image and a test into an assessment, and exports the Questions again', async ({ browser }) => {
  const instructor = await (await browser.newContext()).newPage();
  await logIn(instructor, 'instructor@demo.lms');
  await instructor.getByRole('link', { name: /Demo Course: Learning on the Platform/ }).click();
  const courseId = /\/([0-9a-f]{24})$/.exec(instructor.url())![1]!;

  await instructor.goto(`/${courseId}/questions`);
  await instructor.getByRole('button', { name: 'Import a QTI package' }).click();
  const form = instructor.getByRole('form', { name: 'Import a QTI package' });
  await form.getByLabel('Package (.zip with imsmanifest.xml)').setInputFiles({ name: 'lighthouse.zip', mimeType: 'application/zip', buffer: Buffer.from(testPackage()) });

  // The report, before anything is imported.
  const items = form.getByRole('table', { name: 'Items' });
  await expect(items.getByRole('row', { name: /items\/choice.xml Where it stood single_choice 2 Yes, with its passage/ })).toBeVisible();
  await expect(items.getByRole('row', { name: /items\/keeper.xml The keeper short_text 1 Yes/ })).toBeVisible();
  await expect(form.getByText(/time limit 20 min, items shuffled, no going back/)).toBeVisible();
  await expectAccessible(instructor, 'QTI package report');

  await form.getByLabel('Test to use').selectOption({ label: 'Lighthouse quiz' });
  const assessment = form.getByLabel(/Assessment it fills/);
  await expect(assessment.locator('option')).not.toHaveCount(1);
  await assessment.selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Confirm the import' }).click();
  await expect(form.getByText('Imported 2 Questions, 1 passages and 1 media files; the assessment now has 2 items.')).toBeVisible();

  // The Question is in the bank with its passage and its image, served from here.
  await instructor.getByRole('grid', { name: 'Questions' }).getByRole('link', { name: 'where', exact: true }).click();
  // Its text holds markup the visual editor does not (the passage's heading block), so the editor shows the HTML source.
  const source = instructor.getByRole('textbox', { name: 'Question text (HTML source)' });
  await expect(source).toHaveValue(/The lighthouse stood on the rock\./);
  const src = /src="(\/server\/assessment\/packages\/files\/[0-9a-f]{24})"/.exec(await source.inputValue())![1]!;
  const image = await instructor.request.get(src);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');

  // And out again, as a QTI 3.0 package.
  await instructor.goto(`/${courseId}/questions`);
  await instructor.getByRole('button', { name: 'Export QTI' }).click();
  const [download] = await Promise.all([instructor.waitForEvent('download'), instructor.getByRole('link', { name: /^Download the \d+ Questions listed$/ }).click()]);
  expect(download.suggestedFilename()).toBe('qti-30-questions.zip');
});
