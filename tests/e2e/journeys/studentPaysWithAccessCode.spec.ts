import { expect, test } from '../support/journey.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { callApi } from '../support/api.ts';
import { logIn } from '../support/demo.ts';

const PAID_COURSE = 'Demo Paid Course: Study Skills';

test('a student joins a paid course, is asked to pay, and opens it with an access code from the administrator', async ({ browser }) => {
  // The demo instructor teaches the paid course; the site administrator makes an access code for it.
  const instructor = await (await browser.newContext()).newPage();
  await logIn(instructor, 'instructor@demo.lms');
  const { courses } = await callApi<{ courses: { _id: string; title: string }[] }>(instructor, 'GET', 'courses/');
  const courseId = courses.find((course) => course.title === PAID_COURSE)!._id;
  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, 'admin@demo.lms');
  const { codes } = await callApi<{ codes: string[] }>(admin, 'POST', 'generate', { target: courseId, count: 1 });
  const groups = codes[0]!.split('-');

  // The student joins with the course's link: the course asks a payment first (402), so the purchase opens over the list.
  const student = await (await browser.newContext()).newPage();
  await logIn(student, 'student3@demo.lms');
  await student.goto(`/signup/${courseId}`);
  await expect(student).toHaveURL(new RegExp(`/list/bundle/${courseId}$`));
  const dialog = student.getByRole('dialog', { name: PAID_COURSE });
  await expect(dialog.getByText('$49.00', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Pay $49.00 by card' })).toBeVisible();
  await expectAccessible(student, 'bundle payment');

  // The terms come first (part 1 §5), then the code opens the course.
  for (const [index, group] of groups.entries()) await dialog.getByLabel(`Access code, group ${index + 1} of 4`).fill(group.toLowerCase());
  await dialog.getByRole('button', { name: 'Redeem code' }).click();
  await expect(dialog.getByText('You have to accept the Terms and Conditions.')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }).check();
  await dialog.getByRole('button', { name: 'Redeem code' }).click();
  await expect(student).toHaveURL(new RegExp(`/${courseId}$`));
  await expect(student.getByText('Thank you! Your access code has been redeemed.')).toBeVisible();
  await expect(student.getByRole('link', { name: /Study skills/ }).first()).toBeVisible();

  // The same code cannot open the course for anyone else.
  const other = await (await browser.newContext()).newPage();
  await logIn(other, 'student2@demo.lms');
  await other.goto(`/list/bundle/${courseId}`);
  const otherDialog = other.getByRole('dialog', { name: PAID_COURSE });
  for (const [index, group] of groups.entries()) await otherDialog.getByLabel(`Access code, group ${index + 1} of 4`).fill(group);
  await otherDialog.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }).check();
  await otherDialog.getByRole('button', { name: 'Redeem code' }).click();
  await expect(otherDialog.getByText('That code has already been redeemed.')).toBeVisible();
});
