import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DataGrid, type GridCellEdit, type GridColumn } from '../../src/web/index.ts';
import { marks, nameColumn, SelectableGrid, type Mark } from './gridHarness.tsx';

const bodyNames = () =>
  screen
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

const rows: Mark[] = [
  { id: 'a', name: 'Curie', scores: [70] },
  { id: 'b', name: 'Ada', scores: [90] },
  { id: 'c', name: 'Babbage', scores: [] },
];

const scoreColumn = (commit: GridCellEdit<Mark>['commit']): GridColumn<Mark> => ({
  id: 'score',
  header: 'Score',
  sortable: true,
  value: (row) => row.scores[0] ?? null,
  edit: {
    validate: (text) => (/^\d+$/.test(text) && Number(text) <= 100 ? null : 'Enter a whole number from 0 to 100.'),
    commit,
  },
});

describe('DataGrid sorting, filtering and selection', () => {
  it('sorts by a heading, both ways, with empty values last, and says so in aria-sort', async () => {
    const user = userEvent.setup();
    render(<DataGrid label="Marks" columns={[nameColumn, scoreColumn(vi.fn())]} rows={rows} rowId={(row) => row.id} />);
    expect(bodyNames()).toEqual(['Curie', 'Ada', 'Babbage']);
    await user.click(screen.getByRole('button', { name: 'Score' }));
    expect(screen.getByRole('columnheader', { name: 'Score' }).getAttribute('aria-sort')).toBe('ascending');
    expect(bodyNames()).toEqual(['Curie', 'Ada', 'Babbage']);
    await user.click(screen.getByRole('button', { name: 'Score' }));
    expect(screen.getByRole('columnheader', { name: 'Score' }).getAttribute('aria-sort')).toBe('descending');
    expect(bodyNames()).toEqual(['Ada', 'Curie', 'Babbage']);
    await user.click(screen.getByRole('button', { name: 'Student' }));
    expect(bodyNames()).toEqual(['Ada', 'Babbage', 'Curie']);
    expect(screen.getByRole('columnheader', { name: 'Score' }).getAttribute('aria-sort')).toBeNull();
  });

  it('filters on a column and counts the rows shown', async () => {
    const user = userEvent.setup();
    render(<DataGrid label="Marks" columns={[nameColumn]} rows={rows} rowId={(row) => row.id} />);
    await user.type(screen.getByLabelText('Filter Student'), 'ba');
    expect(bodyNames()).toEqual(['Babbage']);
    expect(screen.getByRole('status').textContent).toBe('1 of 3 rows');
    expect(screen.getByRole('grid').getAttribute('aria-rowcount')).toBe('2');
  });

  it('selects rows one by one and all shown at once, marking them aria-selected', async () => {
    const user = userEvent.setup();
    render(<SelectableGrid label="Marks" columns={[nameColumn]} rows={rows} rowId={(row) => row.id} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select Ada' }));
    expect(screen.getByRole('checkbox', { name: 'Select Ada' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Select all students shown' })).toHaveProperty('indeterminate', true);
    expect(screen.getByRole('rowheader', { name: 'Ada' }).closest('[role="row"]')?.getAttribute('aria-selected')).toBe('true');
    await user.type(screen.getByLabelText('Filter Student'), 'a');
    await user.click(screen.getByRole('checkbox', { name: 'Select all students shown' }));
    await user.clear(screen.getByLabelText('Filter Student'));
    const checked = screen.getAllByRole('checkbox', { name: /^Select (?!all)/ }).map((box) => (box as HTMLInputElement).checked);
    // Curie has no "a": the filter hid her when all shown were selected.
    expect(checked).toEqual([false, true, true]);
  });
});

describe('DataGrid inline editing', () => {
  const editScore = async (commit = vi.fn()) => {
    const user = userEvent.setup();
    render(<DataGrid label="Marks" columns={[nameColumn, scoreColumn(commit)]} rows={marks(2, 1)} rowId={(row) => row.id} />);
    const cell = screen.getAllByRole('gridcell')[0]!;
    act(() => cell.focus());
    await user.keyboard('{Enter}');
    return { user, commit, cell };
  };

  it('saves a valid value with Enter and gives focus back to the cell', async () => {
    const { user, commit, cell } = await editScore();
    const editor = within(cell).getByRole('textbox', { name: 'Score' });
    expect(document.activeElement).toBe(editor);
    await user.clear(editor);
    await user.keyboard('88{Enter}');
    expect(commit).toHaveBeenCalledWith(expect.objectContaining({ id: 's0' }), '88');
    expect(within(cell).queryByRole('textbox')).toBeNull();
    expect(document.activeElement).toBe(cell);
  });

  it("keeps an invalid value in the editor with the rule's message shown and announced", async () => {
    const { user, commit, cell } = await editScore();
    const editor = within(cell).getByRole('textbox', { name: 'Score' });
    await user.clear(editor);
    await user.keyboard('120{Enter}');
    const alert = within(cell).getByRole('alert');
    expect(alert.textContent).toBe('Enter a whole number from 0 to 100.');
    expect(editor.getAttribute('aria-invalid')).toBe('true');
    expect(editor.getAttribute('aria-describedby')).toBe(alert.id);
    expect(commit).not.toHaveBeenCalled();
  });

  it("shows the save's own failure as the message", async () => {
    const { user, cell } = await editScore(vi.fn(async () => Promise.reject(new Error('The grade book is closed.'))));
    await user.keyboard('{Enter}');
    expect((await within(cell).findByRole('alert')).textContent).toBe('The grade book is closed.');
  });

  it('gives up with Escape: the old value stays and arrows move again', async () => {
    const { user, commit, cell } = await editScore();
    await user.keyboard('5{Escape}');
    expect(commit).not.toHaveBeenCalled();
    expect(cell.textContent).toBe('0');
    expect(document.activeElement).toBe(cell);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('7');
  });

  it("names the editor after its row when the column says how (a 'Score, Student 0000' rather than the heading alone)", async () => {
    const user = userEvent.setup();
    const column = scoreColumn(vi.fn());
    render(<DataGrid label="Marks" columns={[nameColumn, { ...column, edit: { ...column.edit!, label: (row) => `Score, ${row.name}` } }]} rows={marks(1, 1)} rowId={(row) => row.id} />);
    const cell = screen.getAllByRole('gridcell')[0]!;
    act(() => cell.focus());
    await user.keyboard('{Enter}');
    expect(within(cell).getByRole('textbox', { name: 'Score, Student 0000' })).toBeTruthy();
  });

  it('opens no editor on a row whose cell takes no edits', async () => {
    const user = userEvent.setup();
    const column = scoreColumn(vi.fn());
    render(<DataGrid label="Marks" columns={[nameColumn, { ...column, edit: { ...column.edit!, canEdit: (row) => row.id !== 's0' } }]} rows={marks(2, 1)} rowId={(row) => row.id} />);
    const [locked, open] = screen.getAllByRole('gridcell') as [HTMLElement, HTMLElement];
    act(() => locked.focus());
    await user.keyboard('{Enter}');
    expect(within(locked).queryByRole('textbox')).toBeNull();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(within(open).getByRole('textbox', { name: 'Score' })).toBeTruthy();
  });

  it('gives the edit up when focus moves to another cell, and the keys work again', async () => {
    const { user, commit, cell } = await editScore();
    await user.click(screen.getAllByRole('rowheader')[1]!);
    expect(within(cell).queryByRole('textbox')).toBeNull();
    expect(commit).not.toHaveBeenCalled();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('7');
  });
});
