import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

interface FocusedCell {
  row: number;
  col: number;
  inGrid: boolean;
  tag: string;
}

const focusedCell = (page: Page): Promise<FocusedCell> =>
  page.evaluate(() => {
    const active = document.activeElement;
    const cell = active?.closest('[aria-colindex]');
    return {
      row: Number(cell?.closest('[role="row"]')?.getAttribute('aria-rowindex') ?? 0),
      col: Number(cell?.getAttribute('aria-colindex') ?? 0),
      inGrid: active?.closest('[role="grid"]') !== null && active?.closest('[role="grid"]') !== undefined,
      tag: active?.tagName.toLowerCase() ?? '',
    };
  });

/** axe (WCAG 2.1 A/AA and best practices) on the grid: every violation counts, not only serious ones. */
export async function axeCheck(page: Page): Promise<CheckResult> {
  const results = await new AxeBuilder({ page }).include('.lms-grid').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const found = results.violations.map((violation) => `${violation.id} (${violation.impact}) at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  return { name: 'axe on the grid', ok: found.length === 0, detail: found.length === 0 ? `${results.passes.length} rules pass` : found.join('; ') };
}

/** The ARIA grid keys in a real browser, on a grid of `rows` students and `cols` activities in groups (select, name, activities). */
export async function keyboardCheck(page: Page, rows: number, cols: number): Promise<CheckResult[]> {
  const lastRow = 2 + rows;
  const lastCol = 2 + cols;
  const results: CheckResult[] = [];
  const expectAt = async (name: string, row: number | ((cell: FocusedCell) => boolean), col?: number) => {
    const cell = await focusedCell(page);
    const ok = typeof row === 'function' ? row(cell) : cell.row === row && cell.col === col;
    results.push({ name, ok, detail: `focus at row ${cell.row}, column ${cell.col} (${cell.tag})` });
  };
  await page.locator('[role="grid"] [data-cell="2:2"]').click();
  await expectAt('click makes a cell active', 3, 3);
  await page.keyboard.press('ArrowRight');
  await expectAt('ArrowRight', 3, 4);
  await page.keyboard.press('ArrowDown');
  await expectAt('ArrowDown', 4, 4);
  await page.keyboard.press('End');
  await expectAt('End', 4, lastCol);
  await page.keyboard.press('Home');
  await expectAt('Home (the checkbox cell: focus on its checkbox)', (cell) => cell.row === 4 && cell.col === 1 && cell.tag === 'input');
  await page.keyboard.press('Control+End');
  await expectAt('Control+End', lastRow, lastCol);
  await page.keyboard.press('Control+Home');
  await expectAt('Control+Home', 1, 1);
  await page.keyboard.press('PageDown');
  await expectAt('PageDown', (cell) => cell.row > 3 && cell.col === 1);
  await page.keyboard.press('PageUp');
  await expectAt('PageUp', 1, 1);

  await page.locator('[role="grid"] [data-cell="2:3"]').click();
  await page.keyboard.press('Enter');
  const editor = page.getByRole('textbox', { name: 'Activity 2' });
  results.push({ name: 'Enter opens the editor', ok: await editor.evaluate((input) => input === document.activeElement), detail: 'the text box has focus' });
  await page.keyboard.press('Control+A');
  await page.keyboard.type('250');
  await page.keyboard.press('Enter');
  const alert = page.getByRole('alert');
  const message = (await alert.count()) === 1 ? await alert.textContent() : null;
  results.push({ name: "an invalid value shows the rule's message", ok: message === 'Enter a whole number from 0 to 100.', detail: String(message) });
  await page.keyboard.press('Escape');
  await expectAt('Escape cancels and keeps the cell', 3, 4);
  results.push({ name: 'Escape closes the editor', ok: (await editor.count()) === 0, detail: 'no text box left' });
  await page.keyboard.press('Tab');
  await expectAt('Tab leaves the grid', (cell) => !cell.inGrid);
  return results;
}

/** After scrolling far right and down, the header rows are still at the top and the first columns at the left. */
export async function stickyCheck(page: Page): Promise<CheckResult> {
  await page.locator('.lms-grid__scroll').evaluate((box) => box.scrollTo({ left: 3000, top: 3000 }));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const offsets = await page.evaluate(() => {
    const grid = document.querySelector('.lms-grid__scroll')!.getBoundingClientRect();
    const heading = document.querySelector('[role="columnheader"]')!.getBoundingClientRect();
    const firstColumnEnd = document.querySelector('[role="columnheader"][aria-colindex="1"]')!.getBoundingClientRect().right - grid.left;
    const names = [...document.querySelectorAll('[role="rowheader"]')].map((cell) => cell.getBoundingClientRect()).filter((rect) => rect.top > heading.bottom && rect.bottom < grid.bottom);
    return { headingTop: heading.top - grid.top, firstColumnEnd, nameLefts: [...new Set(names.map((rect) => Math.round(rect.left - grid.left)))] };
  });
  await page.locator('.lms-grid__scroll').evaluate((box) => box.scrollTo({ left: 0, top: 0 }));
  const ok = Math.abs(offsets.headingTop - 1) <= 1 && offsets.nameLefts.length === 1 && Math.abs(offsets.nameLefts[0]! - offsets.firstColumnEnd) <= 1;
  return { name: 'sticky header rows and first columns', ok, detail: `heading ${offsets.headingTop.toFixed(0)} px from the top, names at ${offsets.nameLefts.join(', ')} px from the left, where the first column ends (${offsets.firstColumnEnd.toFixed(0)} px)` };
}
