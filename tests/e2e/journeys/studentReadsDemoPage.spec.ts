import { expect, test } from '../support/journey.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { logIn } from '../support/demo.ts';

test('a demo student logs in, opens the demo course page and reads its html component', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expectAccessible(page, 'login');

  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Please enter your email')).toBeVisible();
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByLabel('Password', { exact: true }).fill('x');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Email adress invalid')).toBeVisible();

  await logIn(page, 'student1@demo.lms');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'my courses');

  await page.getByRole('link', { name: /Demo Course: Learning on the Platform/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Course: Learning on the Platform' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Welcome' })).toBeVisible();
  await expect(page.getByText('Instructor draft: week 3 plan')).toHaveCount(0);
  await expectAccessible(page, 'course home');

  await page.getByRole('link', { name: 'Welcome' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  const component = page.getByRole('heading', { level: 2, name: 'Welcome to the demo course' });
  await expect(component).toBeVisible();
  await expect(page.getByText('each page shows up to two components', { exact: false })).toBeVisible();
  await expectAccessible(page, 'page with an html component');

  await page.getByRole('link', { name: /Next/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'How this course works' })).toBeVisible();
});

test('a visitor without a session is sent to log in and comes back afterwards', async ({ page }) => {
  await page.goto('/list');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill('student2@demo.lms');
  await page.getByLabel('Password', { exact: true }).fill('LearnDemo-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/list$/);
  await page.goto('/0123456789abcdef01234567');
  await expect(page.getByText(/not found/i).first()).toBeVisible();
  await expectAccessible(page, 'course not found');
});
