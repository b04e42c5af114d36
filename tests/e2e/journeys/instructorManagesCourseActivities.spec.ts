import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { logIn } from '../support/demo.ts';
import { courseMenu } from '../support/gradebook.ts';

const COURSE = 'Demo Course: Learning on the Platform';

/** The page itself never scrolls sideways at phone width (wide grids scroll inside their own box). */
async function expectNoPageOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

test('an instructor reaches the rollup manager, the activity order, late work and enrolments from the course menu, acts on late work, and each screen works at 390 px', async ({ page }) => {
  await logIn(page, 'instructor@demo.lms');
  await page.getByRole('link', { name: COURSE }).click();
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  const courseId = /\/([0-9a-f]{24})$/.exec(page.url())![1]!;

  // The rollup manager: the demo's groups, each with its activities to assign.
  await courseMenu(page).getByRole('link', { name: 'Rollup manager' }).click();
  await expect(page).toHaveURL(new RegExp(`/${courseId}/rollupmanager$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Coursework').first()).toBeVisible();
  await expect(page.getByText('Participation').first()).toBeVisible();
  await expectAccessible(page, 'the rollup manager');

  // The gradebook's column order, one list per lesson, with keyboard moves.
  await courseMenu(page).getByRole('link', { name: 'Reorder activities' }).click();
  await expect(page).toHaveURL(new RegExp(`/${courseId}/activity_reorder$`));
  const boardDown = page.getByRole('button', { name: 'Move Introduce yourself down' });
  await expect(boardDown).toBeVisible();
  await expectAccessible(page, 'the activity order');
  // The board moves below the quiz from the keyboard, is saved, then moved back and saved (the other journeys keep the demo's order).
  await boardDown.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Save order' }).click();
  await expect(page.getByText('The new order is saved.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Move Introduce yourself up' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Save order' }).click();
  await expect(page.getByRole('button', { name: 'Save order' })).toBeDisabled();

  // Late work: the demo's late quiz attempt (Maria, a day's 10% off), accepted without the penalty.
  await courseMenu(page).getByRole('link', { name: 'Late work' }).click();
  await expect(page).toHaveURL(new RegExp(`/${courseId}/late_work_manager$`));
  const late = page.getByRole('grid', { name: 'Late submissions' });
  await expect(late).toBeVisible();
  const lateQuiz = late.getByRole('checkbox', { name: /^Select .+, Check your understanding$/ }).first();
  await expect(lateQuiz).toBeVisible();
  await expectAccessible(page, 'late work');
  const chosen = page.getByRole('group', { name: 'Selected late submissions' });
  await lateQuiz.check();
  await chosen.getByRole('button', { name: 'Accept without penalty' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Accept without penalty?' });
  await confirm.getByRole('button', { name: 'Accept without penalty' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Late submission accepted without penalty.').first()).toBeVisible();
  // Undone again: the other journeys see the demo as it was made.
  if (!(await lateQuiz.isChecked())) await lateQuiz.check();
  await chosen.getByRole('button', { name: 'Undo' }).click();
  await page.getByRole('alertdialog', { name: 'Undo the decision?' }).getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Decision undone.').first()).toBeVisible();

  // Enrolments: the demo students with their enrolment details; staff are not on it.
  await courseMenu(page).getByRole('link', { name: 'Enrollments' }).click();
  await expect(page).toHaveURL(new RegExp(`/${courseId}/enrollments$`));
  await expect(page.getByText('student1@demo.lms').first()).toBeVisible();
  await expect(page.getByText('instructor@demo.lms')).toHaveCount(0);
  await expectAccessible(page, 'enrolments');

  // At phone width each screen is usable: the page never scrolls sideways, and it stays axe-clean.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, name] of [
    ['rollupmanager', 'the rollup manager'],
    ['activity_reorder', 'the activity order'],
    ['late_work_manager', 'late work'],
    ['enrollments', 'enrolments'],
    ['activity_settings', 'activity settings'],
  ] as const) {
    await page.goto(`/${courseId}/${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoPageOverflow(page);
    await expectAccessible(page, `${name} at 390 px`);
  }
});
