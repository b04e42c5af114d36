import { expect, test } from '../support/journey.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { logIn } from '../support/demo.ts';

test('a site administrator reaches /administrator/tools from the header and registers an LTI tool by keyboard, also at 390 px', async ({ browser }) => {
  const admin = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await logIn(admin, 'admin@demo.lms');
  await admin.getByRole('link', { name: 'External tools' }).focus();
  await admin.keyboard.press('Enter');
  await expect(admin.getByRole('heading', { level: 1, name: 'External tools' })).toBeVisible();
  await expectAccessible(admin, 'external tools');

  // The demo's own tool is listed already, with a filter per column: the form's field is the textbox.
  await admin.getByRole('textbox', { name: 'Name', exact: true }).focus();
  await admin.keyboard.type('Physics Lab');
  await admin.keyboard.press('Tab');
  await admin.keyboard.type('http://tool.example.org/launch');
  await admin.keyboard.press('Tab');
  await admin.keyboard.type('https://tool.example.org/login');
  await admin.getByRole('button', { name: 'Save tool' }).click();
  // Our https pages cannot frame an http tool: the field says so.
  await expect(admin.getByText('The launch URL must start with https:// (http:// only for a tool on this machine): our https pages cannot frame an http page.')).toBeVisible();
  await admin.getByLabel('Launch URL (target link URI)').fill('https://tool.example.org/launch');
  await admin.getByRole('button', { name: 'Save tool' }).click();
  await expect(admin.getByText('Please give the tool’s JWKS URL or its public key.').first()).toBeVisible();
  await admin.getByLabel('JWKS URL').fill('https://tool.example.org/keys');
  await admin.getByRole('button', { name: 'Save tool' }).focus();
  await admin.keyboard.press('Enter');
  await expect(admin.getByText('Tool provider saved.')).toBeVisible();
  await expect(admin.getByRole('rowheader', { name: 'Physics Lab' })).toBeVisible();
  // Usable at 390 px: nothing but the grid scrolls sideways.
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(admin, 'external tools with a tool');
});
