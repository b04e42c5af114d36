import { expect, test } from '../support/journey.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { DEMO_PASSWORD } from '../support/demo.ts';

const COURSE = 'Demo Course: Learning on the Platform';
const PAID = 'Demo Paid Course: Study Skills';

test('an instructor sent to log in from /routing/group_set_up comes back and groups two courses into a bundle', async ({ page }) => {
  // Part 1 §2: the route needs a login; the redirect cookie brings the instructor back after it.
  await page.goto('/routing/group_set_up');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill('instructor@demo.lms');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page).toHaveURL(/\/routing\/group_set_up$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Group your courses into a bundle' })).toBeVisible();

  // Keyboard only: pick two courses and name the bundle.
  await page.getByRole('checkbox', { name: COURSE }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('checkbox', { name: PAID }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('textbox', { name: 'Bundle title' }).fill('Platform and study skills');
  const saved = page.waitForResponse((response) => response.url().endsWith('/server/routing/group_set_up') && response.request().method() === 'POST');
  await page.getByRole('textbox', { name: /Price/ }).fill('19.99');
  await saved;

  // Leaving and coming back (from the course list) keeps what was picked.
  await page.goto('/list');
  await page.getByRole('link', { name: 'Group your courses into a bundle' }).click();
  await expect(page.getByRole('checkbox', { name: COURSE })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: PAID })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Bundle title' })).toHaveValue('Platform and study skills');
  await expect(page.getByRole('textbox', { name: /Price/ })).toHaveValue('19.99');
  await expectAccessible(page, 'auto-bundler');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'auto-bundler at 390 px');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole('button', { name: 'Create the bundle' }).press('Enter');
  await expect(page.getByText('The bundle "Platform and study skills" was created.')).toBeVisible();
  await page.getByRole('link', { name: 'Open the bundle "Platform and study skills"' }).click();
  await expect(page.getByRole('dialog', { name: 'Platform and study skills' })).toBeVisible();
});
