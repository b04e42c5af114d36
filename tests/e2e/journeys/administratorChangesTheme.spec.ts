import { expect, test } from '../support/journey.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { callApi } from '../support/api.ts';
import { logIn } from '../support/demo.ts';

type Stored = { settings: Record<string, unknown>; theme: Record<string, unknown> };

const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="30"><rect width="120" height="30" fill="#123456"/></svg>';

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
    // The logo is uploaded (a site image, public) and its address fills the field.
    await admin.getByLabel('Upload a logo', { exact: true }).setInputFiles({ name: 'acme.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(LOGO) });
    await expect(admin.getByText('Uploaded acme.svg. Save changes to keep it.')).toBeVisible();
    const logoUrl = await admin.getByLabel('Logo address', { exact: true }).inputValue();
    expect(logoUrl).toMatch(/^\/server\/site_files\/[0-9a-f]{24}\/acme\.svg$/);
    await expect(admin.getByTestId('preview-primary')).toHaveCSS('background-color', 'rgb(18, 52, 86)');
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await expect(admin.getByText('Please fix all errors before saving changes')).toHaveCount(0);
    await expect.poll(async () => (await callApi<{ theme: { primary: string } }>(admin, 'GET', 'theme')).theme.primary).toBe('#123456');

    const student = await (await browser.newContext()).newPage();
    await logIn(student, 'student1@demo.lms');
    await expect(student.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => student.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--lms-primary').trim())).toBe('#123456');
    await expect(student.locator('img.brand__logo').first()).toHaveAttribute('src', logoUrl);
    // Served to anyone, visitors included.
    const served = await (await browser.newContext()).request.get(logoUrl);
    expect([served.status(), served.headers()['content-type']]).toEqual([200, 'image/svg+xml']);
  } finally {
    await callApi(admin, 'POST', 'theme', original);
  }
});
