import { expect, test } from '../support/journey.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { callApi } from '../support/api.ts';
import { logIn } from '../support/demo.ts';

type Stored = { settings: Record<string, unknown>; theme: Record<string, unknown> };

test('an administrator changes the primary colour and the logo and a student sees them', async ({ browser }) => {
  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, 'admin@demo.lms');
  // The demo theme, restored at the end whatever happens: other journeys read it.
  const original = await callApi<Stored>(admin, 'GET', 'administration/theme');
  try {
    await admin.getByRole('link', { name: 'Administration' }).first().click();
    await admin.getByRole('main').getByRole('link', { name: 'Themes', exact: true }).click();
    await expect(admin.getByRole('heading', { name: 'Themes' })).toBeVisible();
    await expectAccessible(admin, 'theme editor');

    // A bad colour blocks the save.
    await admin.getByLabel('Primary colour', { exact: true }).fill('teal');
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await expect(admin.getByText('Please fix all errors before saving changes')).toBeVisible();

    await admin.getByLabel('Primary colour', { exact: true }).fill('#123456');
    await admin.getByLabel('Logo address', { exact: true }).fill('/brand/logo-small.svg');
    await expect(admin.getByTestId('preview-primary')).toHaveCSS('background-color', 'rgb(18, 52, 86)');
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await expect(admin.getByText('Please fix all errors before saving changes')).toHaveCount(0);
    await expect.poll(async () => (await callApi<{ theme: { primary: string } }>(admin, 'GET', 'theme')).theme.primary).toBe('#123456');

    const student = await (await browser.newContext()).newPage();
    await logIn(student, 'student1@demo.lms');
    await expect(student.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => student.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--lms-primary').trim())).toBe('#123456');
    await expect(student.locator('img.brand__logo').first()).toHaveAttribute('src', '/brand/logo-small.svg');
  } finally {
    await callApi(admin, 'POST', 'theme', original);
  }
});
