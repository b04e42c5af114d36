import { expect, type Page } from '@playwright/test';

/** Switches the course or lesson on screen to Author Mode through the View menu and waits for the editor's address. */
export async function switchToAuthorMode(page: Page): Promise<void> {
  await page.getByRole('button', { name: /View:/ }).click();
  await page.getByRole('menuitemradio', { name: 'Author Mode' }).or(page.getByRole('button', { name: 'Author Mode' })).first().click();
  await expect(page).toHaveURL(/\/edit$/);
}

/**
 * Opens a lesson from the course home on screen and switches it to Author Mode; answers the
 * lesson's address (where a student reads it). Waits for the lesson's heading before the View
 * menu: switched while the course home was still on screen, Author Mode opened the course's
 * editor instead, and the journey waited for a lesson's link there until it timed out.
 */
export async function openLessonInAuthorMode(page: Page, lesson: string): Promise<string> {
  await page.getByRole('link', { name: lesson, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: lesson })).toBeVisible();
  const lessonUrl = page.url();
  await switchToAuthorMode(page);
  return lessonUrl;
}
