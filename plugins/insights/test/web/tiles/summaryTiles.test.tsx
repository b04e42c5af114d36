import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ApiError } from '@lms/sdk/web';
import { SummaryTiles } from '../../../src/web/tiles/SummaryTiles.tsx';
import { COURSE, renderTiles, tileRoutes, violations } from './tilesFixture.tsx';

async function openTile(name: RegExp, dialogName: string) {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name: dialogName });
}

describe('SummaryTiles', () => {
  it("shows each tile's count, trend in words, share of students and minutes, and asks notes and boards about the class's lesson and the one before", async () => {
    const { container, api } = renderTiles(<SummaryTiles courseId={COURSE} />, tileRoutes());
    const submissions = await screen.findByRole('button', { name: /^Submissions/ });
    expect(submissions.textContent).toContain('3 submissions');
    expect(submissions.textContent).toContain('up from 1');
    expect(submissions.textContent).toContain('100% of students');
    expect(submissions.textContent).toContain('70 min on task this week (10 min the week before)');
    expect((await screen.findByRole('button', { name: /^Notes/ })).textContent).toContain('1 per student');
    expect(screen.getByRole('button', { name: /^Logged in/ }).textContent).toContain('same as the week before (1)');
    expect((await screen.findByRole('button', { name: /^Discussions/ })).textContent).toContain('down from 2');
    // Two alerts this week, both Bob's: 1 of 2 students.
    const alertsTile = await screen.findByRole('button', { name: /^Alerts/ });
    expect(alertsTile.textContent).toContain('2 alerts');
    expect(alertsTile.textContent).toContain('up from 1');
    expect(alertsTile.textContent).toContain('50% of students');
    // Shapes had the most minutes this week: notes and boards compare it with Numbers.
    expect(api.get).toHaveBeenCalledWith(`stats/notes/${COURSE}/6d0000000000000000000a02/6d0000000000000000000a01`);
    expect(await violations(container)).toEqual([]);
  });

  it('opens each modal with its chart table or list, and closes it with Escape back on the tile', async () => {
    renderTiles(<SummaryTiles courseId={COURSE} />, tileRoutes());
    const dialog = await openTile(/^Submissions/, 'Submissions');
    expect(await within(dialog).findByRole('table', { name: "Scores of this week's submissions" })).toBeTruthy();
    const items = within(dialog).getByRole('table', { name: 'Item report' });
    expect(within(items).getByRole('rowheader').textContent).toBe('Counting quiz');
    expect(within(items).getByText('95%')).toBeTruthy();
    expect(await violations(dialog)).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Submissions/ }));

    const loggedIn = await openTile(/^Logged in/, 'Logged in');
    expect(within(within(loggedIn).getByRole('table', { name: 'Students' })).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Bob Babbage', 'Ada Lovelace']);
    expect(within(loggedIn).getByText(/^Engagement:/).textContent).toBe('Engagement: 1 engaged, 0 struggling, 1 disengaged (50% engaged).');
    await userEvent.click(within(loggedIn).getByRole('button', { name: 'Close' }));

    const popular = await openTile(/^Minutes per student/, 'Popular pages');
    expect(await within(popular).findByRole('table', { name: 'Most visited pages this week' })).toBeTruthy();
    expect(within(popular).getByRole('link', { name: 'Numbers: Counting' }).getAttribute('href')).toContain('/6d0000000000000000000a01/');
    await userEvent.click(within(popular).getByRole('button', { name: 'Close' }));

    const notes = await openTile(/^Notes/, 'Notes');
    expect(within(notes).getByText("Shapes (the class's lesson this week)")).toBeTruthy();
    await userEvent.click(within(notes).getByRole('button', { name: 'Close' }));

    const alerts = await openTile(/^Alerts/, 'Alerts');
    const thisWeek = within(alerts).getByRole('list', { name: "This week's alerts" });
    expect(within(thisWeek).getAllByRole('listitem')[0]!.textContent).toContain('Bob Babbage: Inactivity. No activity for 7 days.');
    expect(within(thisWeek).getAllByRole('link', { name: 'Bob Babbage' })[0]!.getAttribute('href')).toBe(`/${COURSE}/drilldown/student/6d00000000000000000000b1`);
    expect(within(thisWeek).getAllByText(/minutes past week: 10/)).toHaveLength(2);
    expect(within(within(alerts).getByRole('list', { name: 'The week before' })).getByText('Ada Lovelace')).toBeTruthy();
    expect(await violations(alerts)).toEqual([]);
    await userEvent.click(within(alerts).getByRole('button', { name: 'Close' }));

    const discussions = await openTile(/^Discussions/, 'Discussions');
    expect(within(within(discussions).getByRole('table', { name: 'Boards in Shapes' })).getByText('1.5')).toBeTruthy();
    expect(within(discussions).getByText(/Boards in Numbers/).parentElement!.textContent).toBe('Boards in Numbers: No boards in this lesson.');
  });

  it("says the logged-in call's server error as info", async () => {
    renderTiles(<SummaryTiles courseId={COURSE} />, {
      ...tileRoutes(),
      [`GET stats/loggedin/${COURSE}/course`]: () => {
        throw new ApiError(403, 'forbidden', 'You are not a professor of this course.');
      },
    });
    expect((await screen.findByText('You are not a professor of this course.')).getAttribute('role')).toBe('status');
  });
});
