import { expect, type Locator, type Page } from '@playwright/test';
import { openLessonInAuthorMode } from './authorMode.ts';

/** The demo course's lesson the journeys add their assessment pages to. */
const LESSON = 'Planning ahead';

/**
 * A new page of the demo course's "Planning ahead" lesson holding an assessment,
 * made in Author Mode; the editor is left open on its Content region for the
 * caller to fill, then `saveComponent`. Returns the lesson's address (where a
 * student finds the page) and that region.
 */
export async function newAssessmentPage(page: Page, courseId: string, title: string): Promise<{ lessonUrl: string; content: Locator }> {
  await page.goto(`/${courseId}`);
  const lessonUrl = await openLessonInAuthorMode(page, LESSON);
  await page.getByRole('link', { name: 'New page from a component' }).click();
  await page.getByLabel('Page title').fill(title);
  await page.getByRole('button', { name: /^Assessment/ }).click();
  return { lessonUrl, content: page.getByRole('region', { name: 'Content' }) };
}

/** Saves the component open in the editor. */
export async function saveComponent(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Component updated')).toBeVisible();
}

export interface QtiPackageImport {
  /** The file's name and bytes. */
  file: string;
  bytes: Uint8Array;
  /** Checks the report shown before anything is imported, on the import form. */
  report(form: Locator): Promise<void>;
  /** The package's test whose settings and items fill the assessment. */
  test: string;
  /** What the form says once imported. */
  imported: string | RegExp;
}

/**
 * A QTI package imported from the Question bank into the newest assessment of
 * `newAssessmentPage`'s lesson: the report checked, the test chosen, then confirmed.
 */
export async function importQtiPackage(page: Page, courseId: string, qti: QtiPackageImport): Promise<void> {
  await page.goto(`/${courseId}/questions`);
  await page.getByRole('button', { name: 'Import a QTI package' }).click();
  const form = page.getByRole('form', { name: 'Import a QTI package' });
  await form.getByLabel('Package (.zip with imsmanifest.xml)').setInputFiles({ name: qti.file, mimeType: 'application/zip', buffer: Buffer.from(qti.bytes) });
  await qti.report(form);
  await form.getByLabel('Test to use').selectOption({ label: qti.test });
  const assessment = form.getByLabel(/Assessment it fills/);
  // The new page's assessment kept its type's title: its lesson tells it from the demo's. Another journey on this
  // server may have added one to the same lesson before (the labels then add what each holds): the list is in course
  // order, and the new page is the lesson's last.
  const newest = assessment.getByRole('option', { name: new RegExp(`^Assessment \\(${LESSON}\\)`) }).last();
  await expect(newest).toBeAttached();
  await assessment.selectOption((await newest.getAttribute('value'))!);
  await form.getByRole('button', { name: 'Confirm the import' }).click();
  await expect(form.getByText(qti.imported)).toBeVisible();
}
