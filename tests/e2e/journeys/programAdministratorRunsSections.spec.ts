import { expect, test, type Browser } from '../support/journey.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { logIn } from '../support/demo.ts';
import { linkFromMailbox } from '../support/mailbox.ts';
import { switchToAuthorMode } from '../support/authorMode.ts';

test("a program administrator opens the demo program from the account menu, adds a section, and creates a program of their own", async ({ page }) => {
  await logIn(page, 'programs@demo.lms');
  // The course list first: while it loads the header re-renders and would close an open menu.
  await expect(page.getByRole('link', { name: /Demo Program Section 1/ })).toBeVisible();
  await page.getByRole('button', { name: /My Account/ }).click();
  await page.getByRole('link', { name: 'Program Management' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Programs' })).toBeVisible();
  await expectAccessible(page, 'programs list');

  await page.getByRole('link', { name: 'Demo Program' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Program' })).toBeVisible();
  const sections = page.getByRole('grid', { name: 'Sections' });
  await expect(sections.getByRole('row', { name: /Demo Program Section 1/ })).toBeVisible();
  await expect(sections.getByRole('row', { name: /Demo Program Section 2/ })).toBeVisible();
  await expectAccessible(page, 'program detail');

  await page.getByLabel('Section title').fill('Evening section');
  await page.getByRole('button', { name: 'Add section' }).click();
  await expect(sections.getByRole('row', { name: /Evening section/ })).toBeVisible();
  // Its title and where it meets (PUT edit/{id}).
  await page.getByRole('button', { name: 'Edit Evening section' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Evening section' });
  await editor.getByLabel('Title').fill('Evening section, Room 4');
  await editor.getByLabel('Location').fill('Room 4');
  await expectAccessible(page, 'section editor');
  await editor.getByRole('button', { name: 'Save section' }).click();
  await expect(page.getByText('Section updated.').first()).toBeVisible();
  await expect(sections.getByRole('row', { name: /Evening section, Room 4/ })).toBeVisible();

  // Usable at 390 px: the page itself does not scroll sideways (the grid scrolls within itself).
  await page.setViewportSize({ width: 390, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole('link', { name: 'All programs' }).click();
  // The program's own settings have a "Program name" too: the list first, or the name goes into the screen being left.
  await expect(page.getByRole('heading', { level: 1, name: 'Programs' })).toBeVisible();
  await page.getByLabel('Program name').fill('Demo Program');
  await page.getByLabel('Section template title').fill('Second template');
  await page.getByLabel('Copy the template from').selectOption({ label: 'Demo Program Template' });
  await page.getByRole('button', { name: 'Create program' }).click();
  await expect(page.getByText('Please use a unique program name')).toBeVisible();
  await page.getByLabel('Program name').fill('Evening Program');
  await page.getByRole('button', { name: 'Create program' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Evening Program' })).toBeVisible();
  await expect(page.getByText('No sections yet.')).toBeVisible();
});


test('a program administrator invites an instructor, who registers through the emailed link and lands in their section', async ({ page, browser }) => {
  // Two people, a mailbox and a registration: longer than one screen's journey.
  test.setTimeout(180_000);
  const email = `invited-${Date.now()}@example.org`;
  await logIn(page, 'programs@demo.lms');
  // The course list first: while it loads the header re-renders and would close an open menu.
  await expect(page.getByRole('link', { name: /Demo Program Section 1/ })).toBeVisible();
  await page.getByRole('button', { name: /My Account/ }).click();
  await page.getByRole('link', { name: 'Program Management' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Programs' })).toBeVisible();
  await page.getByRole('link', { name: 'Demo Program', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Program' })).toBeVisible();

  // The demo's pending invitation is listed; a blank email is refused before any call.
  await page.getByLabel('Section', { exact: true }).selectOption({ label: 'Demo Program Section 2' });
  await expect(page.getByRole('list', { name: 'Invitations to Demo Program Section 2' }).getByText(/invited\.instructor@demo\.lms/)).toBeVisible();
  await page.getByLabel('Section', { exact: true }).selectOption({ label: 'Demo Program Section 1' });
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Email is required.')).toBeVisible();

  await page.getByLabel('First name').fill('Nora');
  await page.getByLabel('Last name').fill('Newcomer');
  await page.getByLabel('Instructor email').fill(email);
  // Keyboard only: the form sends on Enter.
  await page.getByLabel('Instructor email').press('Enter');
  await expect(page.getByText('Invitation sent.').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Invitations to Demo Program Section 1' }).getByText(new RegExp(email.replace(/[.]/g, '\\.')))).toBeVisible();
  await expectAccessible(page, 'program detail with people');

  // Students: moving needs a lookup first.
  await page.getByLabel('Student email').fill('student1@demo.lms');
  await page.getByRole('button', { name: 'Move here' }).click();
  await expect(page.getByText('Look up a student first.')).toBeVisible();

  await page.setViewportSize({ width: 390, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const link = await linkFromMailbox(browser, email, /You are invited to teach Demo Program Section 1/, /\/programregistration\//);
  const context = await browser.newContext();
  const invitee = await context.newPage();
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { level: 1, name: 'Program registration' })).toBeVisible();
  await expect(invitee.getByText(`Your account will use ${email}.`, { exact: false })).toBeVisible();
  await expectAccessible(invitee, 'program registration');
  await invitee.getByRole('button', { name: 'Register' }).click();
  await expect(invitee.getByText('Missing phone number')).toBeVisible();
  await invitee.getByLabel('Phone number').fill('5551234567');
  await invitee.getByLabel('Password', { exact: true }).fill('weakpass');
  await invitee.getByLabel('Password confirmation').fill('weakpass');
  await invitee.getByLabel('Title/Role').fill('Lecturer');
  await invitee.getByLabel('Institution').fill('State University');
  await invitee.getByLabel('I accept the Terms and Conditions').check();
  await invitee.getByRole('button', { name: 'Register' }).click();
  await expect(invitee.getByText(/Password must be at least 8 characters long/)).toBeVisible();
  await invitee.getByLabel('Password', { exact: true }).fill('Invited-pass1!');
  await invitee.getByLabel('Password confirmation').fill('Invited-pass1!');
  await invitee.getByRole('button', { name: 'Register' }).click();
  // Logged in as the new instructor, in the section (its course page).
  await invitee.waitForURL(/\/[0-9a-f]{24}$/);
  await expect(invitee.getByText('Demo Program Section 1').first()).toBeVisible();
  await expect(invitee.getByRole('button', { name: /My Account: Nora Newcomer/ })).toBeVisible();
  await context.close();

  // The program administrator sees the invitation accepted and the new instructor.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Program' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Instructors of Demo Program Section 1' }).getByText(/Nora Newcomer/)).toBeVisible();
});

test('a program administrator edits the template, reads what a sync would change, and applies it to one section', async ({ page }) => {
  await logIn(page, 'programs@demo.lms');
  await page.goto('/programs/list');
  await page.getByRole('link', { name: 'Demo Program', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Program' })).toBeVisible();
  const programPage = page.url();
  const changes = (section: string) => page.getByRole('region', { name: `Changes from the template: ${section}` });
  // The demo's pending change: the template took back a lesson its sections do not have yet.
  await expect(changes('Demo Program Section 1').getByText('Added lesson “Getting started”')).toBeVisible();

  // The template is a course its coordinator teaches: a new lesson in Author Mode.
  await page.getByRole('link', { name: 'Demo Program Template' }).click();
  await switchToAuthorMode(page);
  await page.getByRole('button', { name: 'New lesson' }).click();
  await page.getByRole('dialog').getByLabel('Title').fill('Week 4 review');
  await page.getByRole('button', { name: 'Create lesson' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Week 4 review' })).toBeVisible();

  // Back on the program: each section is shown the template's changes before anything is written.
  await page.goto(programPage);
  for (const section of ['Demo Program Section 1', 'Demo Program Section 2']) {
    await expect(changes(section).getByText('Added lesson “Week 4 review”')).toBeVisible();
  }
  await expect(changes('Demo Program Section 1').getByText('Added lesson “Getting started”')).toBeVisible();
  await expectAccessible(page, 'template sync');

  await changes('Demo Program Section 1').getByRole('button', { name: 'Apply to this section: Demo Program Section 1' }).click();
  await expect(page.getByText('Sync applied: 2 items from the template.').first()).toBeVisible();
  await expect(changes('Demo Program Section 1').getByText('In line with the template.')).toBeVisible();
  // The other section still waits, and the sync is recorded.
  await expect(changes('Demo Program Section 2').getByText('Added lesson “Week 4 review”')).toBeVisible();
  const history = page.getByRole('region', { name: 'Sync history' });
  await expect(history.getByText(/Demo Program Section 1: .* by /)).toBeVisible();
  await expect(history.getByText('Added lesson “Week 4 review”')).toBeVisible();
});
