import { expect, test, type Page } from '../support/journey.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { callApi } from '../support/api.ts';
import { logIn } from '../support/demo.ts';

const COURSE = 'Demo Course: Learning on the Platform';
/** More Questions than the grid shows at once (it scrolls inside 600 px), so Page Down and the sticky header have work to do. */
const QUESTION_COUNT = 30;
const COLUMN_COUNT = 8;

/** Where the focus is in the grid: the cell holding it (aria-rowindex of its row, its aria-colindex) and its text; null outside the grid. */
interface FocusedCell {
  row: number;
  col: number;
  text: string;
}

const focusedCell = (page: Page): Promise<FocusedCell | null> =>
  page.evaluate(() => {
    const cell = document.activeElement?.closest<HTMLElement>('[role="grid"] [data-cell]');
    if (!cell) return null;
    return { row: Number(cell.closest('[role="row"]')?.getAttribute('aria-rowindex')), col: Number(cell.getAttribute('aria-colindex')), text: cell.textContent?.trim() ?? '' };
  });

/**
 * Whether the focused cell shows inside the grid's scroll box: below the sticky
 * header (unless it is a heading), right of the pinned first column (unless it
 * is in it), above and left of the scroll bars.
 */
const focusedCellInGridView = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const cell = document.activeElement?.closest<HTMLElement>('[data-cell]');
    const grid = cell?.closest<HTMLElement>('[role="grid"]');
    const head = grid?.querySelector('[role="rowgroup"]');
    const pinnedHeading = grid?.querySelector('[data-cell="0:0"]');
    if (!cell || !grid || !head || !pinnedHeading) return false;
    const box = cell.getBoundingClientRect();
    const view = grid.getBoundingClientRect();
    const top = cell.getAttribute('role') === 'columnheader' ? view.top : head.getBoundingClientRect().bottom;
    const left = cell.getAttribute('aria-colindex') === '1' ? view.left : pinnedHeading.getBoundingClientRect().right;
    const bottom = view.top + grid.clientTop + grid.clientHeight;
    const right = view.left + grid.clientLeft + grid.clientWidth;
    return box.top >= top - 1 && box.left >= left - 1 && box.bottom <= bottom + 1 && box.right <= right + 1;
  });

/** The focus is on that cell (or the widget in it), and the grid has scrolled it wholly into view. */
async function expectFocusAt(page: Page, expected: FocusedCell): Promise<void> {
  await expect.poll(async () => ({ ...(await focusedCell(page)), inView: await focusedCellInGridView(page) })).toEqual({ ...expected, inView: true });
}

test('an instructor reaches the Question bank from the course menu, walks its grid by keyboard and backs out of a deletion', async ({ page }) => {
  await logIn(page, 'instructor@demo.lms');
  // Questions of this run only (a search for its prefix shows them alone), references that sort in creation order.
  const run = `grid-${Date.now().toString(36)}`;
  const reference = (n: number) => `${run}-${String(n).padStart(2, '0')}`;
  for (let n = 1; n <= QUESTION_COUNT; n += 1) {
    await callApi(page, 'POST', 'assessment/items/', {
      type: 'single_choice',
      reference: reference(n),
      title: `Grid question ${n}`,
      prompt: '<p>Which city is the capital of France?</p>',
      points: 1,
      tags: [],
      content: { choices: [{ id: 'a', text: 'Lyon' }, { id: 'b', text: 'Paris' }], correct: 'b' },
    });
  }

  // 1. On a phone the course menu lives in the header's More menu.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('link', { name: COURSE }).click();
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  const courseId = /\/([0-9a-f]{24})$/.exec(page.url())![1]!;
  await expect(page.getByRole('navigation', { name: 'Course', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'More', exact: true }).click();
  await page.getByRole('navigation', { name: 'Course', exact: true }).getByRole('link', { name: 'Question bank' }).click();
  await expect(page).toHaveURL(new RegExp(`/${courseId}/questions$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Questions' })).toBeVisible();
  await expectAccessible(page, 'Question list at 390 px');

  // On a wide screen the course menu is a bar; the tool's breadcrumbs lead back to the course.
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('navigation', { name: 'Breadcrumb', exact: true }).getByRole('link', { name: COURSE }).click();
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  const courseMenu = page.getByRole('navigation', { name: 'Course', exact: true });
  await courseMenu.getByRole('link', { name: 'Question bank' }).click();
  await expect(page).toHaveURL(new RegExp(`/${courseId}/questions$`));
  await expect(courseMenu.getByRole('link', { name: 'Question bank' })).toHaveAttribute('aria-current', 'page');

  // 2. The Question list grid, by keyboard only.
  await page.getByRole('search', { name: 'Find Questions' }).getByLabel('Search').fill(run);
  await expect(page.getByText(`${QUESTION_COUNT} Questions`, { exact: true })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Questions' });
  await expect(grid).toHaveAttribute('aria-rowcount', String(QUESTION_COUNT + 1));
  await expect(grid).toHaveAttribute('aria-colcount', String(COLUMN_COUNT));

  // Tab comes in at the grid's one tab stop, the first heading; Enter on it sorts by reference.
  await page.getByRole('button', { name: 'Download CSV of Questions' }).focus();
  await page.keyboard.press('Tab');
  await expectFocusAt(page, { row: 1, col: 1, text: 'Reference' });
  await page.keyboard.press('Enter');
  await expect(grid.getByRole('columnheader', { name: 'Reference' })).toHaveAttribute('aria-sort', 'ascending');

  const firstRow = { reference: reference(1), title: 'Grid question 1' };
  await page.keyboard.press('ArrowDown');
  await expectFocusAt(page, { row: 2, col: 1, text: firstRow.reference });
  await expect(grid.getByRole('link', { name: firstRow.reference })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expectFocusAt(page, { row: 2, col: 2, text: firstRow.title });
  await page.keyboard.press('ArrowRight');
  await expectFocusAt(page, { row: 2, col: 3, text: 'Single choice' });
  await page.keyboard.press('ArrowLeft');
  await expectFocusAt(page, { row: 2, col: 2, text: firstRow.title });
  await page.keyboard.press('End');
  await expectFocusAt(page, { row: 2, col: COLUMN_COUNT, text: '' });
  await expect(grid.getByRole('button', { name: `Delete ${firstRow.reference}` })).toBeFocused();
  await page.keyboard.press('Home');
  await expectFocusAt(page, { row: 2, col: 1, text: firstRow.reference });

  // Page Down moves by what the grid shows; an arrow past the last row in view scrolls it in whole; Page Up goes back a page.
  await page.keyboard.press('PageDown');
  const paged = (await focusedCell(page))!.row;
  const pageRows = paged - 2;
  expect(pageRows, 'Page Down moves more than one row').toBeGreaterThan(1);
  await expectFocusAt(page, { row: paged, col: 1, text: reference(paged - 1) });
  await page.keyboard.press('ArrowDown');
  await expectFocusAt(page, { row: paged + 1, col: 1, text: reference(paged) });
  await page.keyboard.press('PageUp');
  await expectFocusAt(page, { row: paged + 1 - pageRows, col: 1, text: reference(paged - pageRows) });

  // Ctrl+End: the last row's last cell; the grid has scrolled and its header row stays on top.
  await page.keyboard.press('Control+End');
  await expectFocusAt(page, { row: QUESTION_COUNT + 1, col: COLUMN_COUNT, text: '' });
  await expect(grid.getByRole('button', { name: `Delete ${reference(QUESTION_COUNT)}` })).toBeFocused();
  expect(await grid.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  const gridBox = (await grid.boundingBox())!;
  const headingBox = (await grid.getByRole('columnheader', { name: 'Reference' }).boundingBox())!;
  expect(Math.abs(headingBox.y - gridBox.y), 'the header row sticks to the top of the scrolled grid').toBeLessThanOrEqual(2);
  await expect(grid.getByRole('row').filter({ hasText: reference(1) })).toHaveCount(0);
  await page.keyboard.press('Control+Home');
  await expectFocusAt(page, { row: 1, col: 1, text: 'Reference' });
  await expectAccessible(page, 'Question list grid');

  // Tab leaves the grid; Shift+Tab comes back to the cell it left.
  await page.keyboard.press('Tab');
  await expect.poll(() => focusedCell(page)).toBeNull();
  expect(await grid.evaluate((element) => element.contains(document.activeElement))).toBe(false);
  await page.keyboard.press('Shift+Tab');
  await expectFocusAt(page, { row: 1, col: 1, text: 'Reference' });

  // 3. Deleting a Question asks first: the focus stays in the question, Escape backs out and the focus comes home.
  await page.keyboard.press('Control+End');
  const opener = grid.getByRole('button', { name: `Delete ${reference(QUESTION_COUNT)}` });
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Delete this Question?' });
  await expect(dialog).toBeVisible();
  const cancel = dialog.getByRole('button', { name: 'Cancel' });
  const confirm = dialog.getByRole('button', { name: 'Delete', exact: true });
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(confirm).toBeFocused();
  await expectAccessible(page, 'delete confirmation');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(page.getByText(`${QUESTION_COUNT} Questions`, { exact: true })).toBeVisible();
});
