import { expect, test } from '../support/journey.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { logIn } from '../support/demo.ts';
import { switchToAuthorMode } from '../support/authorMode.ts';

test('an instructor edits the html component in Author Mode and a student sees the change', async ({ page }) => {
  await logIn(page, 'instructor@demo.lms');
  await page.getByRole('link', { name: /Demo Course: Learning on the Platform/ }).click();
  await expect(page.getByText('Instructor draft: week 3 plan')).toBeVisible();
  await page.getByRole('link', { name: 'Welcome' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();

  await switchToAuthorMode(page);
  await page.getByRole('link', { name: /^Edit/ }).first().click();
  await expect(page.getByRole('textbox', { name: 'HTML content' })).toBeVisible();
  await expectAccessible(page, 'component editor');

  const editor = page.getByRole('textbox', { name: 'HTML content' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Office hours are on Tuesdays.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Component updated')).toBeVisible();

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, 'student3@demo.lms');
  await page.getByRole('link', { name: /Demo Course: Learning on the Platform/ }).click();
  await page.getByRole('link', { name: 'Welcome' }).click();
  await expect(page.getByText('Office hours are on Tuesdays.')).toBeVisible();
});
