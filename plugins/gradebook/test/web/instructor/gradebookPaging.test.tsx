import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ApiError } from '@lms/sdk/web';
import type { GradebookAnswer, StudentRow } from '../../../src/calls/gradebookCalls.ts';
import { cell, COURSE, GRADEBOOK_PATH, gradebookAnswer, renderGradebook, student } from './gradebookFixture.tsx';

const TOTAL = 120;
/** A class of 120, by last name (the server's order). */
const CLASS: StudentRow[] = Array.from({ length: TOTAL }, (_, i) => {
  const n = String(i).padStart(3, '0');
  return student(`6c0000000000000000000${n}`, `First${n}`, `Last${n}`, [cell(i % 10, 'Done'), cell(null, 'Upcoming'), cell(null, 'Due')]);
});
const page = (from: number, to: number): GradebookAnswer => gradebookAnswer({ students: CLASS.slice(from, to), total_students: TOTAL, offset: from });
const LATER_PATH = `gradebook/${COURSE}/?offset=50&limit=500`;

/** A promise this test settles when it chooses. */
function held<T>() {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (release = resolve));
  return { promise, release };
}

const pathsRead = (api: { get: { mock: { calls: unknown[][] } } }) => api.get.mock.calls.map(([path]) => path).filter((path) => String(path).startsWith(`gradebook/${COURSE}/?`));

describe('GradebookScreen paging', () => {
  it('draws the first 50 students before the rest arrive, then merges the rest in; the first join re-reads the first page only', async () => {
    const rest = held<GradebookAnswer>();
    const { api } = renderGradebook({
      [`GET ${GRADEBOOK_PATH}`]: () => page(0, 50),
      [`GET ${LATER_PATH}`]: () => rest.promise,
    });
    const grid = await screen.findByRole('grid', { name: 'Gradebook' });
    expect(within(grid).getByRole('rowheader', { name: 'Last000, First000' })).toBeTruthy();
    expect((await screen.findByText('Loading students: 50 of 120…')).getAttribute('role')).toBe('status');
    // Usable while the rest is read: choose every student shown so far.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all students shown' }));
    expect(screen.getByRole('button', { name: 'Un-enrol selected (50)' })).toBeTruthy();

    await act(async () => rest.release(page(50, TOTAL)));
    await waitFor(() => expect(screen.queryByText(/Loading students/)).toBeNull());
    // The 70 who came later are in the grid, not chosen (they were not shown when all were chosen); choosing all now takes them too.
    expect(screen.getByRole('button', { name: 'Un-enrol selected (50)' })).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all students shown' }));
    expect(screen.getByRole('button', { name: `Un-enrol selected (${TOTAL})` })).toBeTruthy();
    // The live join came after the first page's request left: that page alone is read again, never the whole class.
    await waitFor(() => expect(pathsRead(api)).toEqual([GRADEBOOK_PATH, LATER_PATH, GRADEBOOK_PATH]));
  });

  it('keeps the rows shown while a reload reads the pages again', async () => {
    let reads = 0;
    const second = held<GradebookAnswer>();
    renderGradebook({
      [`GET ${GRADEBOOK_PATH}`]: () => page(0, 50),
      [`GET ${LATER_PATH}`]: () => (++reads === 1 ? page(50, TOTAL) : second.promise),
    });
    await screen.findByRole('grid', { name: 'Gradebook' });
    await waitFor(() => expect(screen.queryByText(/Loading/)).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await screen.findByText('Loading students: 50 of 120…');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all students shown' }));
    expect(screen.getByRole('button', { name: `Un-enrol selected (${TOTAL})` })).toBeTruthy();
    await act(async () => second.release(page(50, TOTAL)));
    await waitFor(() => expect(screen.queryByText(/Loading/)).toBeNull());
  });

  it("keeps the first page and says part 3 §8's message when a later page cannot be read", async () => {
    renderGradebook({
      [`GET ${GRADEBOOK_PATH}`]: () => page(0, 50),
      [`GET ${LATER_PATH}`]: () => {
        throw new ApiError(502, 'internal', 'Bad gateway');
      },
    });
    const grid = await screen.findByRole('grid', { name: 'Gradebook' });
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load gradebook data (server error).');
    expect(within(grid).getByRole('rowheader', { name: 'Last000, First000' })).toBeTruthy();
    expect(screen.queryByText(/Loading students/)).toBeNull();
  });
});
