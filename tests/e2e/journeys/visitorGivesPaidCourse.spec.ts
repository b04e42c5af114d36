import { expect, test } from '../support/journey.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { callApi } from '../support/api.ts';
import { logIn } from '../support/demo.ts';
import { linkFromMailbox } from '../support/mailbox.ts';

const PAID_COURSE = 'Demo Paid Course: Study Skills';
/** Nobody's account: the gift's code is mailed, never redeemed here, so no demo student's access changes. */
const RECIPIENT = 'gift.recipient@journeys.example';

test('a visitor gives the paid course as a gift: the tax from the billing zip, the payment on Stripe, the code mailed to the recipient', async ({ browser }) => {
  const instructor = await (await browser.newContext()).newPage();
  await logIn(instructor, 'instructor@demo.lms');
  const { courses } = await callApi<{ courses: { _id: string; title: string }[] }>(instructor, 'GET', 'courses/');
  const courseId = courses.find((course) => course.title === PAID_COURSE)!._id;

  // The gift page is a link anyone can be sent (part 1 §2 /gift/{id}); at phone width.
  const visitor = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await visitor.goto(`/gift/${courseId}`);
  await expect(visitor.getByRole('heading', { level: 1, name: `Give ${PAID_COURSE}` })).toBeVisible();
  await expect(visitor.getByText('Price: $49.00, plus sales tax')).toBeVisible();
  await expectAccessible(visitor, 'gift');

  const form = visitor.getByRole('form', { name: 'Gift details' });
  await form.getByLabel("Recipient's name").fill('Robin Recipient');
  await form.getByLabel("Recipient's email").fill(RECIPIENT);
  await form.getByLabel('Your name').fill('Gale Giver');
  await form.getByLabel('Your email').fill('gale.giver@journeys.example');
  await form.getByRole('checkbox', { name: /Terms and Conditions/ }).check();

  // A zip the tax provider refuses is said in the spec's words; nothing is quoted.
  await form.getByLabel('Billing zip code').fill('ABCDE');
  await form.getByRole('button', { name: 'Compute the tax' }).click();
  await expect(visitor.getByText('The Billing Zip Code you supplied failed validation.')).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Total' })).toHaveCount(0);

  // 10001 is taxed at 9.00 % by the journeys' table: $49.00 + $4.41.
  await form.getByLabel('Billing zip code').fill('10001');
  await form.getByRole('button', { name: 'Compute the tax' }).click();
  const total = visitor.getByRole('region', { name: 'Total' });
  await expect(total.getByText('$4.41', { exact: true })).toBeVisible();
  await expect(total.getByText('$53.41', { exact: true })).toBeVisible();
  await expectAccessible(visitor, 'gift with its total');

  await total.getByRole('button', { name: 'Pay $53.41 by card' }).click();
  await expect(visitor.getByRole('heading', { name: `Pay Gift: ${PAID_COURSE}` })).toBeVisible();
  await expect(visitor.getByText('Total: $53.41')).toBeVisible();
  await visitor.getByRole('button', { name: 'Pay' }).click();

  // Back from Stripe, the view flips to the confirmation.
  await expect(visitor).toHaveURL(new RegExp(`/gift/${courseId}\\?session_id=`));
  await expect(visitor.getByText(`Thank you! Your gift is paid. We have emailed ${RECIPIENT} an access code to redeem.`)).toBeVisible();

  // The recipient's mail names the giver and links the course's redeem screen.
  const redeem = await linkFromMailbox(browser, RECIPIENT, /Gale Giver gave you/, /\/redeem\//);
  expect(redeem).toBe(`/redeem/${courseId}`);
});
