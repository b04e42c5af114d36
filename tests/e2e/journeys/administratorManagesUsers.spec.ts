import { expect, test } from '../support/journey.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { callApi } from '../support/api.ts';
import { logIn } from '../support/demo.ts';

const PAID_COURSE = 'Demo Paid Course: Study Skills';

test('a site administrator creates a user, refunds a payment, changes an enrolment\'s dates and sees them in the audit log', async ({ browser }) => {
  // A student pays the demo paid course by card (the fake Stripe's hosted page).
  const instructor = await (await browser.newContext()).newPage();
  await logIn(instructor, 'instructor@demo.lms');
  const { courses } = await callApi<{ courses: { _id: string; title: string }[] }>(instructor, 'GET', 'courses/');
  const courseId = courses.find((course) => course.title === PAID_COURSE)!._id;
  const student = await (await browser.newContext()).newPage();
  await logIn(student, 'student3@demo.lms');
  await student.goto(`/list/bundle/${courseId}`);
  await student.getByRole('dialog', { name: PAID_COURSE }).getByRole('button', { name: 'Pay $49.00 by card' }).click();
  await student.getByRole('button', { name: 'Pay' }).click();
  await expect(student.getByText(/Thank you! Your payment was received/)).toBeVisible();

  // The administrator reaches the area from the header, then Users from the home.
  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, 'admin@demo.lms');
  await admin.getByRole('link', { name: 'Administration' }).first().click();
  await expect(admin.getByRole('heading', { name: 'Administration' })).toBeVisible();
  await expectAccessible(admin, 'administration home');
  // Every installed area the administrator may open is listed, the other plugins' too.
  for (const area of ['Users', 'Audit log', 'Adoption requests', 'Codes and prices', 'External tools']) {
    await expect(admin.getByRole('main').getByRole('link', { name: area, exact: true })).toBeVisible();
  }
  await admin.getByRole('main').getByRole('link', { name: 'Users' }).click();
  await expect(admin.getByRole('heading', { name: 'Users' })).toBeVisible();

  // Creating an account needs every field.
  await admin.getByRole('button', { name: 'Create account' }).click();
  const create = admin.getByRole('dialog', { name: 'Create an account' });
  await create.getByLabel('Name', { exact: true }).fill('Journey');
  await create.getByRole('button', { name: 'Create account' }).click();
  await expect(create.getByText('All fields are required')).toBeVisible();
  await create.getByLabel('Surname').fill('Person');
  await create.getByLabel('Email').fill('journey.person@demo.example');
  await create.getByLabel('Phone').fill('202-555-0177');
  await create.getByLabel('Institution').fill('Journey College');
  await create.getByLabel('Role').fill('Student');
  await create.getByRole('button', { name: 'Create account' }).click();
  await expect(admin.getByRole('dialog', { name: 'Journey Person' })).toBeVisible();
  await admin.getByRole('dialog', { name: 'Journey Person' }).getByRole('button', { name: 'Close' }).click();

  // The student's card payment, refunded after a confirmation.
  await admin.getByLabel('Name, email or course id').fill('student3@demo.lms');
  await admin.getByRole('button', { name: 'Search' }).click();
  await admin.getByRole('table').getByRole('link').first().click();
  const modal = admin.getByRole('dialog').first();
  await expect(modal.getByRole('cell', { name: 'Paid', exact: true })).toBeVisible();
  await expectAccessible(admin, 'user modal');
  await modal.getByRole('button', { name: 'Refund' }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Refund this payment?' });
  await confirm.getByRole('button', { name: 'Refund' }).click();
  await expect(admin.getByText('Payment refunded.')).toBeVisible();
  await expect(modal.getByText(/^Refunded /)).toBeVisible();
  // The student's access to the course ends on a date of the administrator's (utils/change_date).
  const enrolment = modal.getByRole('listitem').filter({ hasText: PAID_COURSE });
  await enrolment.getByLabel(`Access end date for ${PAID_COURSE}`).fill('2031-01-31');
  await enrolment.getByRole('button', { name: 'Change dates' }).click();
  await expect(admin.getByText('Dates changed.')).toBeVisible();
  await expect(enrolment.getByText(/Access ends Jan 31, 2031/)).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).click();

  // Both actions are in the audit log, newest first.
  await admin.goto('/administrator');
  await admin.getByRole('main').getByRole('link', { name: 'Audit log' }).click();
  const rows = admin.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasText: 'users.refund' }).first()).toBeVisible();
  await expect(rows.filter({ hasText: 'users.change_date' }).first()).toBeVisible();
  await expect(rows.filter({ hasText: 'users.account' }).filter({ hasText: 'journey.person@demo.example' })).toHaveCount(1);
  await expectAccessible(admin, 'audit log');
  await admin.getByLabel('Action (e.g. users.refund)').fill('users.refund');
  await expect(rows.filter({ hasText: 'users.account' })).toHaveCount(0);
});
