import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Scrolls the element into view and answers whether it is still there two frames later (the grid has
 * then rendered around it). False when it is gone: an element unmounted between being found and being
 * scrolled makes scrollIntoView do nothing, silently.
 */
const scrolledIntoView = (element: Locator): Promise<boolean> =>
  element
    .evaluate(
      async (node) => {
        node.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
        return node.isConnected;
      },
      undefined,
      { timeout: 1_000 },
    )
    .catch(() => false);

/** The course menu on a wide screen (a bar). */
export const courseMenu = (page: Page): Locator => page.getByRole('navigation', { name: 'Course', exact: true });

/**
 * The instructor gradebook (/{courseId}/reports/grades): a virtualised grid of
 * students x activities, the actions on the chosen cell above it, the toolbar.
 */
export class InstructorGradebook {
  readonly grid: Locator;

  constructor(readonly page: Page) {
    this.grid = page.getByRole('grid', { name: 'Gradebook' });
  }

  async open(courseId: string): Promise<void> {
    await this.page.goto(`/${courseId}/reports/grades`);
    await this.loaded();
  }

  async loaded(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Gradebook' })).toBeVisible();
    await expect(this.grid).toBeVisible();
  }

  /**
   * The column's heading; the grid renders only the columns in view, so it scrolls right until the heading is there.
   * A heading counted may be a stale one: setting scrollLeft re-renders the grid only on the scroll event, a moment
   * later, so a heading of the previous position can be counted and then unmount (CI: the scan stopped on such a
   * heading and waited for it until the test's limit). So a heading counts once it is still there after being
   * scrolled into view, and a vanished one lets the scan go on.
   */
  async column(header: string): Promise<Locator> {
    const heading = this.grid.getByRole('columnheader', { name: header, exact: true });
    await this.grid.evaluate((grid) => (grid.scrollLeft = 0));
    await expect
      .poll(async () => {
        // Not scrollIntoViewIfNeeded: it waits for the heading to hold still over two frames, and a grid
        // that re-renders on a live change (a new column, 'Updated') kept it waiting past the test's limit in CI.
        if ((await heading.count()) > 0 && (await scrolledIntoView(heading))) return true;
        await this.grid.evaluate((grid) => (grid.scrollLeft += grid.clientWidth / 2));
        return false;
      })
      .toBe(true);
    return heading;
  }

  /** The row of a student, by the name the row header shows ("Lastname, Firstname"). */
  row(student: string): Locator {
    return this.grid.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: student, exact: true }) });
  }

  /** The cell of a student in a column (found by the column's aria-colindex). */
  async cell(student: string, header: string): Promise<Locator> {
    const colindex = await (await this.column(header)).getAttribute('aria-colindex');
    return this.row(student).locator(`[role="gridcell"][aria-colindex="${colindex}"]`);
  }

  /** Focuses the cell: the actions above the grid then act on it. */
  async choose(student: string, header: string): Promise<Locator> {
    const cell = await this.cell(student, header);
    await cell.click();
    return cell;
  }

  get chosenCell(): Locator {
    return this.page.getByRole('region', { name: 'Chosen cell' });
  }

  /** Opens how the chosen cell was made (its dialog is titled with "Lastname, Firstname: Column"). */
  async explainChosen(title: string): Promise<Locator> {
    await this.chosenCell.getByRole('button', { name: /^Explain / }).click();
    const dialog = this.page.getByRole('dialog', { name: `How it was made: ${title}` });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async excuse(student: string, header: string): Promise<void> {
    await this.choose(student, header);
    await this.chosenCell.getByRole('button', { name: 'Excuse', exact: true }).click();
  }

  /** Edits the cell's grade in place: Enter opens the editor (labelled with the column), Enter saves. */
  async editGrade(student: string, header: string, grade: string): Promise<Locator> {
    const cell = await this.choose(student, header);
    await this.page.keyboard.press('Enter');
    const editor = cell.getByRole('textbox', { name: header });
    await editor.fill(grade);
    await editor.press('Enter');
    await expect(editor).toHaveCount(0);
    return cell;
  }

  async addColumn(column: { title: string; maxScore: string }): Promise<void> {
    await this.page.getByRole('group', { name: 'Gradebook actions' }).getByRole('button', { name: 'Add column' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Add a column' });
    await dialog.getByLabel('Title').fill(column.title);
    await dialog.getByLabel('Max score').fill(column.maxScore);
    await dialog.getByRole('button', { name: 'Add column' }).click();
    await expect(dialog).toHaveCount(0);
  }
}

/** The student's own gradebook (/{courseId}/gradebook): one table per lesson, a row per activity. */
export class StudentGradebook {
  constructor(readonly page: Page) {}

  async loaded(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Grades' })).toBeVisible();
  }

  /** The activity's row in its lesson's table. */
  activity(title: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: title, exact: true }) });
  }

  explainButton(title: string): Locator {
    return this.page.getByRole('button', { name: `Explain my grade for ${title}` });
  }

  async explain(title: string): Promise<Locator> {
    await this.explainButton(title).click();
    const dialog = this.page.getByRole('dialog', { name: `How your grade for ${title} was made` });
    await expect(dialog).toBeVisible();
    return dialog;
  }
}
