import { expect, test, type Page } from '../support/journey.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { logIn } from '../support/demo.ts';
import { courseMenu } from '../support/gradebook.ts';

const COURSE = 'Demo Course: Learning on the Platform';

/** The page itself never scrolls sideways at phone width (wide grids scroll inside their own box). */
async function expectNoPageOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

test('an instructor reaches the rollup manager, the activity order, late work, enrolments and the LTI screens from the course menu, acts on late work, and each screen works at 390 px', async ({ page }) => {
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

  // The gradebook's column order, one list per lesson, moved by dragging and from the keyboard.
  await courseMenu(page).getByRole('link', { name: 'Reorder activities' }).click();
  await expect(page).toHaveURL(new RegExp(`/${courseId}/activity_reorder$`));
  const boardDown = page.getByRole('button', { name: 'Move Introduce yourself down' });
  await expect(boardDown).toBeVisible();
  await expectAccessible(page, 'the activity order');
  // The board is dragged by its handle below the next column and saved, then moved back from the keyboard and saved (the other journeys keep the demo's order).
  const boardRow = page.getByRole('listitem').filter({ has: boardDown });
  const lessonRows = boardRow.locator('xpath=..').getByRole('listitem');
  const titles = () => lessonRows.locator('.gb-reorder__title').allTextContents();
  const before = await titles();
  const at = before.findIndex((title) => title.startsWith('Introduce yourself'));
  expect(at).toBeGreaterThanOrEqual(0);
  expect(at).toBeLessThan(before.length - 1);
  // In the middle of the window: near its top or bottom fifth the drag scrolls the page, by as much as the pointer waits there.
  await boardRow.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const handle = (await boardRow.getByTitle('Drag Introduce yourself').boundingBox())!;
  const row = (await boardRow.boundingBox())!;
  const below = (await lessonRows.nth(at + 1).boundingBox())!;
  // The pointer moves the row's centre onto the next row's centre (closest-centre collision picks that row and no further).
  const x = handle.x + handle.width / 2;
  const startY = handle.y + handle.height / 2;
  const endY = startY + (below.y + below.height / 2) - (row.y + row.height / 2);
  await page.mouse.move(x, startY);
  await page.mouse.down();
  await page.mouse.move(x, startY + 8, { steps: 4 });
  // Each step waits for the screen to answer (under load the pointer outruns React): the drag has started,
  // then the next row has made way, and only then is the row dropped.
  await expect(boardRow).toHaveClass(/gb-reorder__row--dragged/);
  await page.mouse.move(x, endY, { steps: 12 });
  await expect(lessonRows.nth(at + 1)).toHaveAttribute('style', /translate3d\(0px, -/);
  await page.mouse.up();
  const dragged = [...before];
  [dragged[at], dragged[at + 1]] = [dragged[at + 1]!, dragged[at]!];
  await expect.poll(titles).toEqual(dragged);
  await page.getByRole('button', { name: 'Save order' }).click();
  await expect(page.getByText('The new order is saved.').first()).toBeVisible();
  // The list is drawn again from the saved order: press the key once it has settled (the save button is off again),
  // on the button as it is then (locator.press focuses it, then presses).
  await expect(page.getByRole('button', { name: 'Save order' })).toBeDisabled();
  await page.getByRole('button', { name: 'Move Introduce yourself up' }).press('Enter');
  await expect.poll(titles).toEqual(before);
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

  // LTI setup and the sync manager: the demo course was never launched from another LMS, so both say how a course gets linked.
  await courseMenu(page).getByRole('link', { name: 'LTI setup' }).click();
  await expect(page).toHaveURL(new RegExp(`/${courseId}/lti_setup$`));
  await expect(page.getByText(/This course is not linked to another LMS/)).toBeVisible();
  await expectAccessible(page, 'LTI setup');
  await courseMenu(page).getByRole('link', { name: 'LTI sync manager' }).click();
  await expect(page).toHaveURL(new RegExp(`/${courseId}/lti_sync_manager$`));
  await expect(page.getByText(/This course is not linked to another LMS/)).toBeVisible();

  // At phone width each screen is usable: the page never scrolls sideways, and it stays axe-clean.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, name] of [
    ['rollupmanager', 'the rollup manager'],
    ['activity_reorder', 'the activity order'],
    ['late_work_manager', 'late work'],
    ['enrollments', 'enrolments'],
    ['activity_settings', 'activity settings'],
    ['lti_setup', 'LTI setup'],
    ['lti_sync_manager', 'the LTI sync manager'],
  ] as const) {
    await page.goto(`/${courseId}/${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoPageOverflow(page);
    await expectAccessible(page, `${name} at 390 px`);
  }
});
