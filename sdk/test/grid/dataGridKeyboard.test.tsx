import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DataGrid } from '../../src/web/index.ts';
import { fakeViewport, marks, nameColumn, scoreColumns } from './gridHarness.tsx';

let restore: () => void;
beforeEach(() => {
  restore = fakeViewport(600, 400);
});
afterEach(() => restore());

const rowIndexOf = (element: Element) => Number(element.closest('[role="row"]')?.getAttribute('aria-rowindex'));
const colIndexOf = (element: Element) => Number(element.getAttribute('aria-colindex'));
const focused = () => {
  const active = document.activeElement!;
  const cell = active.closest('[aria-colindex]')!;
  return { row: rowIndexOf(cell), col: colIndexOf(cell), text: cell.textContent };
};

function renderBig() {
  render(<DataGrid label="Marks" columns={[nameColumn, ...scoreColumns(60)]} rows={marks(500, 60)} rowId={(row) => row.id} />);
  return screen.getByRole('grid', { name: 'Marks' });
}

describe('DataGrid keyboard (ARIA grid pattern)', () => {
  it('counts every row and column but renders only those in view', () => {
    const grid = renderBig();
    expect(grid.getAttribute('aria-rowcount')).toBe('501');
    expect(grid.getAttribute('aria-colcount')).toBe('61');
    const rendered = within(grid).getAllByRole('row');
    expect(rendered.length).toBeLessThan(40);
    expect(within(grid).getAllByRole('gridcell').length).toBeLessThan(40 * 15);
  });

  it('has one tab stop, and Tab leaves the grid', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <DataGrid label="Marks" columns={[nameColumn, ...scoreColumns(5)]} rows={marks(3, 5)} rowId={(row) => row.id} />
        <button type="button">After</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(document.activeElement?.id).toBe(screen.getByLabelText('Filter Student').id);
    await user.tab();
    // The first cell is a sortable heading: its button is the grid's one stop.
    expect(document.activeElement?.textContent).toBe('Student');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('After');
  });

  it('moves with the arrows, Home/End, Ctrl+Home/End and Page Up/Down, scrolling far cells into view', async () => {
    const user = userEvent.setup();
    const grid = renderBig();
    act(() => grid.querySelector<HTMLElement>('[data-cell="1:1"]')!.focus());
    expect(focused()).toMatchObject({ row: 2, col: 2 });
    await user.keyboard('{ArrowRight}');
    expect(focused()).toMatchObject({ row: 2, col: 3, text: '3' });
    await user.keyboard('{ArrowDown}');
    expect(focused()).toMatchObject({ row: 3, col: 3, text: '10' });
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(focused()).toMatchObject({ row: 2, col: 2 });
    await user.keyboard('{End}');
    expect(focused()).toMatchObject({ row: 2, col: 61 });
    await user.keyboard('{Home}');
    expect(focused()).toMatchObject({ row: 2, col: 1, text: 'Student 0000' });
    await user.keyboard('{PageDown}');
    const paged = focused().row;
    expect(paged).toBeGreaterThan(5);
    await user.keyboard('{PageUp}');
    expect(focused().row).toBe(2);
    await user.keyboard('{Control>}{End}{/Control}');
    expect(focused()).toMatchObject({ row: 501, col: 61, text: String((499 * 7 + 59 * 3) % 101) });
    await user.keyboard('{Control>}{Home}{/Control}');
    expect(focused()).toMatchObject({ row: 1, col: 1 });
  });

  it('walks the group heading as one cell and opens and closes the group', async () => {
    const user = userEvent.setup();
    render(
      <DataGrid
        label="Marks"
        columns={[nameColumn, { id: 'quizzes', header: 'Quizzes', collapsible: true, columns: scoreColumns(3) }, { id: 'total', header: 'Total', value: (row) => row.scores.length }]}
        rows={marks(3, 3)}
        rowId={(row) => row.id}
      />,
    );
    const grid = screen.getByRole('grid');
    expect(grid.getAttribute('aria-colcount')).toBe('5');
    const toggle = screen.getByRole('button', { name: 'Quizzes' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.closest('[role="columnheader"]')?.getAttribute('aria-colspan')).toBe('3');
    act(() => screen.getByRole('button', { name: 'Student' }).focus());
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(toggle);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Total');
    // Down from the group heading keeps the column the move came from.
    await user.keyboard('{ArrowLeft}{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Activity 3');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(grid.getAttribute('aria-colcount')).toBe('3');
    expect(screen.queryByRole('columnheader', { name: 'Activity 2' })).toBeNull();
    await user.keyboard('{Enter}');
    expect(grid.getAttribute('aria-colcount')).toBe('5');
  });

  it('widens and narrows a column from its heading with Alt+arrows', async () => {
    const user = userEvent.setup();
    render(<DataGrid label="Marks" columns={[nameColumn, ...scoreColumns(2)]} rows={marks(2, 2)} rowId={(row) => row.id} />);
    const heading = screen.getByRole('columnheader', { name: 'Activity 1' });
    act(() => heading.focus());
    await user.keyboard('{Alt>}{ArrowRight}{ArrowRight}{/Alt}');
    expect(heading.style.width).toBe('132px');
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    expect(heading.style.width).toBe('116px');
  });
});
