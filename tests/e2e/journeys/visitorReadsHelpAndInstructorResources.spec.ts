import { expect, test } from '../support/journey.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { logIn } from '../support/demo.ts';

const COURSE = 'Demo Course: Learning on the Platform';
const REFUNDS = 'seven days, with a full refund if less than 50% of a course has been viewed.';

test("a visitor opens the registration form's terms, privacy and refund sections, and Help", async ({ page, context }) => {
  // 'Please login!' for a visitor sent to log in (part 1 §8).
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Please login!')).toBeVisible();

  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  const termsLinks = page.getByRole('link', { name: /Terms and Conditions/ });
  const count = await termsLinks.count();
  expect(count).toBeGreaterThan(0);
  for (let n = 0; n < count; n += 1) {
    const [opened] = await Promise.all([context.waitForEvent('page'), termsLinks.nth(n).click()]);
    await expect(opened).toHaveURL(/\/explainer#terms$/);
    const terms = opened.getByRole('region', { name: 'Terms and Conditions' });
    await expect(terms).toBeVisible();
    await expect(terms).toBeFocused();
    await expect(terms).toBeInViewport();
    await opened.close();
  }

  await page.goto('/explainer#refunds');
  await expect(page.getByRole('region', { name: 'Refund Policy' })).toContainText(REFUNDS);
  await expect(page.getByRole('region', { name: 'Refund Policy' })).toBeFocused();
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/explainer#privacy$/);
  await expect(page.getByRole('region', { name: 'Privacy Policy' })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Chat with support' })).toHaveCount(0);
  await expectAccessible(page, 'help page');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'help page at 390 px');
});

test("Help in the header opens the help page with the reader's topics", async ({ page }) => {
  await logIn(page, 'instructor@demo.lms');
  await page.getByRole('button', { name: 'Help' }).click();
  await page.getByRole('link', { name: 'Help', exact: true }).click();
  await expect(page).toHaveURL(/\/explainer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Running a course' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Taking a course' })).toHaveCount(0);
});

test('an instructor opens the instructor resources from the course menu', async ({ page }) => {
  await logIn(page, 'instructor@demo.lms');
  await page.getByRole('link', { name: COURSE }).click();
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  const courseId = /\/([0-9a-f]{24})$/.exec(page.url())![1]!;
  await page.getByRole('navigation', { name: 'Course', exact: true }).getByRole('link', { name: 'Instructor resources' }).click();
  await expect(page).toHaveURL(new RegExp(`/${courseId}/instructor_resources$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Instructor Resources' })).toBeVisible();
  await expect(page.getByLabel('Show')).toHaveValue('0');
  await expect(page.getByLabel('Show').locator('option').first()).toHaveText('All Instructor Resources');
  await expect(page.getByText('Ask each student to post one goal', { exact: false })).toBeVisible();
  await expect(page.getByText('skim the course outline', { exact: false })).toBeVisible();
  await expectAccessible(page, 'instructor resources');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'instructor resources at 390 px');
});
