import { expect, test, type Page } from '../support/journey.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { logIn } from '../support/demo.ts';

/** The demo course's gallery page that holds the discussion board. */
async function openBoard(page: Page): Promise<void> {
  await page.goto('/list');
  await page.getByRole('link', { name: /Demo Course: Learning on the Platform/ }).click();
  await page.getByRole('link', { name: 'Discussion board', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Discussion board' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'New post' })).toBeVisible();
}

async function post(page: Page, text: string): Promise<void> {
  const editor = page.getByRole('textbox', { name: 'New post' });
  await editor.click();
  await page.keyboard.type(text);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
}

/** A post of the board, found by its text. */
const postItem = (page: Page, text: string) => page.getByRole('list', { name: 'Posts' }).getByRole('listitem').filter({ hasText: text });

test('students discuss on a board live; the instructor pins and flags, and the students see it', async ({ browser }) => {
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  const instructor = await (await browser.newContext()).newPage();
  await logIn(first, 'student1@demo.lms');
  await logIn(second, 'student2@demo.lms');
  await logIn(instructor, 'instructor@demo.lms');
  await Promise.all([openBoard(first), openBoard(second), openBoard(instructor)]);
  await expectAccessible(first, 'board');

  // A post reaches the other student's open page without a reload.
  await post(first, 'I found the second reading hard to follow.');
  await expect(postItem(second, 'I found the second reading hard to follow.')).toBeVisible();
  await post(second, 'Buy cheap essays at example.com');
  await expect(postItem(first, 'Buy cheap essays at example.com')).toBeVisible();

  // The instructor pins the first post and flags the advertisement.
  const question = postItem(instructor, 'I found the second reading hard to follow.').first();
  await question.getByRole('button', { name: /^Pin / }).click();
  await expect(question.getByText('Pinned', { exact: true })).toBeVisible();
  await postItem(instructor, 'Buy cheap essays at example.com').first().getByRole('button', { name: /^Flag / }).click();
  await expect(postItem(instructor, 'Buy cheap essays at example.com').first().getByText('Flagged', { exact: true })).toBeVisible();

  // The first student sees the pin, and no longer sees the flagged post.
  await expect(postItem(first, 'I found the second reading hard to follow.').first().getByText('Pinned', { exact: true })).toBeVisible();
  await expect(postItem(first, 'Buy cheap essays at example.com')).toHaveCount(0);
  await expectAccessible(instructor, 'board as a moderator');
});
