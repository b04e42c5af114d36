import { expect, test } from '../support/journey.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { logIn } from '../support/demo.ts';

test('an instructor requests a catalog course from the adoption list, an administrator approves it, and the instructor teaches the copy', async ({ browser }) => {
  const instructor = await (await browser.newContext()).newPage();
  await logIn(instructor, 'instructor@demo.lms');
  await instructor.goto('/list?adoption=true');
  await expect(instructor.getByRole('heading', { level: 1, name: 'Course catalog' })).toBeVisible();
  const card = instructor.getByRole('article', { name: 'Demo Course: Learning on the Platform' });
  await card.getByRole('button', { name: 'Request this course' }).click();
  const form = instructor.getByRole('dialog');
  // Every field is required (part 3 §8).
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByText('Please enter all the required fields')).toBeVisible();
  await form.getByLabel('Course name and number').fill('BIO 101 Section 7');
  await form.getByLabel('Course start date').fill('2027-01-11');
  await form.getByLabel('Expected enrollment count').fill('35');
  await expectAccessible(instructor, 'adoption request');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(card.getByText(/Requested/)).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, 'admin@demo.lms');
  await admin.goto('/administrator/requests');
  await expect(admin.getByRole('cell', { name: 'BIO 101 Section 7' })).toBeVisible();
  await expectAccessible(admin, 'adoption requests');
  await admin.getByRole('link', { name: /Approve the request of Dana Whitfield/ }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Adoption request' })).toBeVisible();
  await admin.getByLabel('Course name and number').fill('BIO 101 Section 7 (Spring)');
  await admin.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Approved.' })).toBeVisible();

  // The instructor now teaches the copy, with the catalog course's lessons.
  await instructor.goto('/list');
  await instructor.getByRole('link', { name: /BIO 101 Section 7 \(Spring\)/ }).click();
  await expect(instructor.getByRole('link', { name: /Getting started/ }).first()).toBeVisible();
  await instructor.goto('/list?adoption=true');
  await expect(instructor.getByRole('link', { name: /Approved — open your course/ })).toBeVisible();
});
