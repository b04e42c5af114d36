import { expect, test } from '../support/journey.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { logIn } from '../support/demo.ts';

test("a program administrator opens the demo program from the account menu, adds a section, and creates a program of their own", async ({ page }) => {
  await logIn(page, 'programs@demo.lms');
  await page.getByRole('button', { name: /My Account/ }).click();
  await page.getByRole('link', { name: 'Program Management' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Programs' })).toBeVisible();
  await expectAccessible(page, 'programs list');

  await page.getByRole('link', { name: 'Demo Program' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Program' })).toBeVisible();
  const sections = page.getByRole('grid', { name: 'Sections' });
  await expect(sections.getByRole('row', { name: /Demo Program Section 1/ })).toBeVisible();
  await expect(sections.getByRole('row', { name: /Demo Program Section 2/ })).toBeVisible();
  await expectAccessible(page, 'program detail');

  await page.getByLabel('Section title').fill('Evening section');
  await page.getByRole('button', { name: 'Add section' }).click();
  await expect(sections.getByRole('row', { name: /Evening section/ })).toBeVisible();

  // Usable at 390 px: the page itself does not scroll sideways (the grid scrolls within itself).
  await page.setViewportSize({ width: 390, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole('link', { name: 'All programs' }).click();
  await page.getByLabel('Program name').fill('Demo Program');
  await page.getByLabel('Section template title').fill('Second template');
  await page.getByLabel('Copy the template from').selectOption({ label: 'Demo Program Template' });
  await page.getByRole('button', { name: 'Create program' }).click();
  await expect(page.getByText('Please use a unique program name')).toBeVisible();
  await page.getByLabel('Program name').fill('Evening Program');
  await page.getByRole('button', { name: 'Create program' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Evening Program' })).toBeVisible();
  await expect(page.getByText('No sections yet.')).toBeVisible();
});
