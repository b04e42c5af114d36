import { expect, test } from '../support/journey.ts';
import { callApi } from '../support/api.ts';
import { logIn } from '../support/demo.ts';

const PAID_COURSE = 'Demo Paid Course: Study Skills';

test("a visitor is sent to log in before paying, pays by card on Stripe's page, and comes back to the open course", async ({ browser }) => {
  const instructor = await (await browser.newContext()).newPage();
  await logIn(instructor, 'instructor@demo.lms');
  const { courses } = await callApi<{ courses: { _id: string; title: string }[] }>(instructor, 'GET', 'courses/');
  const courseId = courses.find((course) => course.title === PAID_COURSE)!._id;

  // Step 1 of the purchase flow, account details: a visitor logs in and comes back to pay.
  const student = await (await browser.newContext()).newPage();
  await student.goto(`/payment/${courseId}`);
  await expect(student.getByRole('heading', { name: 'Step 1 of 2: Account details' })).toBeVisible();
  await student.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await student.getByLabel('Email').fill('student1@demo.lms');
  await student.getByLabel('Password', { exact: true }).fill('LearnDemo-2026');
  await student.getByRole('button', { name: /log in/i }).click();
  await expect(student).toHaveURL(new RegExp(`/list/bundle/${courseId}$`));

  // Step 2, payment: by card on the provider's hosted page, which sends the signed webhook and returns.
  const dialog = student.getByRole('dialog', { name: PAID_COURSE });
  await dialog.getByRole('button', { name: 'Pay $49.00 by card' }).click();
  await expect(student.getByRole('heading', { name: `Pay ${PAID_COURSE}` })).toBeVisible();
  await expect(student.getByText('Total: $49.00')).toBeVisible();
  await student.getByRole('button', { name: 'Pay' }).click();
  await expect(student).toHaveURL(new RegExp(`/paymentsuccess/${courseId}\\?session_id=`));
  await expect(student.getByText(/Thank you! Your payment was received/)).toBeVisible();
  await student.getByRole('link', { name: 'Continue' }).click();
  await expect(student).toHaveURL(new RegExp(`/${courseId}$`));
  await expect(student.getByRole('link', { name: /Study skills/ }).first()).toBeVisible();

  // The payment is on the account, once.
  await student.goto('/account');
  const paid = student.getByRole('region', { name: 'Paid courses' }).getByRole('listitem');
  await expect(paid).toHaveCount(1);
  await expect(paid.getByText(PAID_COURSE)).toBeVisible();
  await expect(paid.getByText('$49.00')).toBeVisible();

  // Paying again is not offered.
  await student.goto(`/list/bundle/${courseId}`);
  await expect(student.getByRole('dialog', { name: PAID_COURSE }).getByText('You already have access to these courses.')).toBeVisible();
});
