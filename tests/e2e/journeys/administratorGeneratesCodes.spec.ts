import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/journey.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { callApi } from '../support/api.ts';
import { logIn } from '../support/demo.ts';

const BUNDLE = 'Demo gift bundle';

test('a site administrator generates codes from the header, exports them as CSV, and a student redeems one', async ({ browser }) => {
  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, 'admin@demo.lms');
  await admin.getByRole('link', { name: 'Codes and prices' }).focus();
  await admin.keyboard.press('Enter');
  await expect(admin.getByRole('heading', { level: 1, name: 'Codes and prices' })).toBeVisible();
  await expectAccessible(admin, 'codes and prices');

  await admin.getByRole('combobox', { name: 'Codes for' }).selectOption({ label: `${BUNDLE} ($45.00)` });
  const count = admin.getByRole('textbox', { name: 'How many codes (1 to 10,000)' });
  await count.fill('10001');
  await admin.getByRole('button', { name: 'Generate' }).click();
  await expect(admin.getByText('Please enter an integer between 1 and 10,000')).toBeVisible();
  await count.fill('2');
  await admin.getByRole('button', { name: 'Generate' }).click();
  await expect(admin.getByText('2 codes generated.')).toBeVisible();

  // The demo made 3 codes for the bundle; with the 2 new ones the export holds 5.
  const grid = admin.getByRole('grid', { name: 'Codes' });
  await expect(grid.getByRole('rowheader')).toHaveCount(5);
  const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Download CSV of Codes' }).click()]);
  const csv = await readFile((await download.path())!, 'utf8');
  const codes = [...csv.matchAll(/[A-HJ-NP-Z1-9]{4}(?:-[A-HJ-NP-Z1-9]{4}){3}/g)].map((match) => match[0]);
  expect(codes).toHaveLength(5);
  expect(csv.split('\n')[0]).toContain('Code');
  await expectAccessible(admin, 'codes and prices with codes');

  // A student redeems the first code on the bundle's redeem screen.
  const { bundles } = await callApi<{ bundles: { _id: string; title: string; courses: string[] }[] }>(admin, 'GET', 'payments/bundles/');
  const bundle = bundles.find((entry) => entry.title === BUNDLE)!;
  const student = await (await browser.newContext()).newPage();
  await logIn(student, 'student2@demo.lms');
  await student.goto(`/redeem/${bundle._id}`);
  for (const [index, group] of codes[0]!.split('-').entries()) await student.getByLabel(`Access code, group ${index + 1} of 4`).fill(group);
  await student.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }).check();
  await student.getByRole('button', { name: 'Redeem code' }).click();
  await expect(student).toHaveURL(new RegExp(`/${bundle.courses[0]}$`));
  await expect(student.getByText('Thank you! Your access code has been redeemed.')).toBeVisible();

  // The administrator sees who redeemed it, and cannot de-activate it any more.
  await admin.getByRole('textbox', { name: 'Code', exact: true }).fill(codes[0]!);
  await admin.getByRole('button', { name: 'Look up' }).click();
  const card = admin.getByRole('article', { name: `Code ${codes[0]}` });
  await expect(card.getByText('Redeemed', { exact: true })).toBeVisible();
  await expect(card.getByText(/student2@demo\.lms/)).toBeVisible();

  // Returning the payment (after a confirmation) takes the course away again and frees the code;
  // it also leaves the demo student as the paid-course journeys expect (not holding the course).
  await card.getByRole('button', { name: 'Return the payment' }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Return the payment?' });
  await confirm.getByRole('button', { name: 'Return the payment' }).click();
  await expect(admin.getByText('The payment was returned; the code can be redeemed again.')).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await student.goto(`/${bundle.courses[0]}`);
  await expect(student).toHaveURL(new RegExp(`/list/bundle/${bundle.courses[0]}$`));

  // Usable at 390 px: nothing but the grids scrolls sideways.
  await admin.setViewportSize({ width: 390, height: 844 });
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
