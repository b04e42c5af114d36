import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { LmsWebContext, RealtimeConnection, RealtimeConnectionContext, type ApiClient } from '@lms/sdk/web';
import { fakeApiClient, FakeRealtimeSocket, TestQueryCache, type FakeApiHandler } from '@lms/sdk/testing/web';
import LateWorkScreen from '../../../src/web/lateWork/LateWorkScreen.tsx';
import type { LateDecisionValue, LateSubmission } from '../../../src/calls/lateWorkCalls.ts';
import { latenessText, policyText } from '../../../src/web/lateWork/lateWorkText.ts';

const COURSE = '6d0000000000000000000c01';
const PATH = `late_work/${COURSE}`;
const ADA_ATTEMPT = '6e00000000000000000000a1';
const BOB_ATTEMPT = '6e00000000000000000000b1';

function submission(attempt_id: string, firstname: string, lastname: string, hoursLate: number, decision: LateDecisionValue = null): LateSubmission {
  return {
    attempt_id,
    activity_id: '6a0000000000000000000001',
    component_id: '6c0000000000000000000001',
    activity_title: 'Counting quiz',
    lesson_title: 'Numbers',
    student: { id: `${attempt_id}u`, firstname, lastname, email: `${firstname.toLowerCase()}@example.com` },
    submitted_at: new Date(Date.UTC(2030, 2, 1, hoursLate)).toISOString(),
    due_date: new Date(Date.UTC(2030, 2, 1)).toISOString(),
    lateness_seconds: hoursLate * 3600,
    policy: { penalty: 10, per: 86400, max: 50 },
    deduction_percent: 10 * Math.ceil(hoursLate / 24),
    score_before: 8,
    score_after: 8 - 0.8 * Math.ceil(hoursLate / 24),
    score_counted: 8,
    max_score: 10,
    decision,
  };
}

function renderLateWork(routes: Record<string, FakeApiHandler>, socket = new FakeRealtimeSocket()) {
  socket.answer('gradebook:watch', () => ({ ok: true, data: {} }));
  const api = fakeApiClient(routes);
  const notify = vi.fn();
  const view = render(
    <LmsWebContext.Provider value={{ api: api as ApiClient, notify, user: null, mode: 'presentation' }}>
      <TestQueryCache>
        <RealtimeConnectionContext.Provider value={new RealtimeConnection(() => socket, 50)}>
          <LateWorkScreen params={{ courseId: COURSE }} />
        </RealtimeConnectionContext.Provider>
      </TestQueryCache>
    </LmsWebContext.Provider>,
  );
  return { ...view, api, notify, socket };
}

async function violations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('the late work words', () => {
  it('says lateness in minutes, hours or days and hours, rounded up', () => {
    expect([latenessText(90), latenessText(3600), latenessText(3 * 3600 + 1), latenessText(24 * 3600), latenessText(25 * 3600)]).toEqual(['2 minutes', '1 hour', '4 hours', '1 day', '1 day, 1 hour']);
  });

  it('says a policy', () => {
    expect(policyText({ penalty: 10, per: 86400, max: 50 })).toBe('10% per day, at most 50%');
    expect(policyText({ penalty: 5, per: 604800, max: 100 })).toBe('5% per week, at most 100%');
    expect(policyText(null)).toBe('No late policy');
  });
});

describe('LateWorkScreen', () => {
  it('lists late work, the latest first, and accepts one row without penalty after a confirmation', async () => {
    let list = [submission(BOB_ATTEMPT, 'Bob', 'Babbage', 3), submission(ADA_ATTEMPT, 'Ada', 'Lovelace', 25)];
    const posted: unknown[] = [];
    const { notify } = renderLateWork({
      [`GET ${PATH}`]: () => ({ submissions: list }),
      [`POST ${PATH}`]: (body) => {
        posted.push(body);
        list = [list[0]!, { ...list[1]!, decision: 'overdue_accepted', score_counted: 8 }];
        return { status: 'OK', updated: 1 };
      },
    });
    const grid = await screen.findByRole('grid', { name: 'Late submissions' });
    expect(within(grid).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Lovelace, Ada', 'Babbage, Bob']);
    expect(within(grid).getByText('1 day, 1 hour')).toBeTruthy();
    await userEvent.click(within(grid).getByRole('button', { name: 'Accept without penalty: Lovelace, Ada, Counting quiz' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Accept without penalty?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept without penalty' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Late submission accepted without penalty.' }));
    expect(posted).toEqual([{ attempt_ids: [ADA_ATTEMPT], decision: 'overdue_accepted' }]);
    await waitFor(() => expect(within(grid).getByText('Accepted without penalty')).toBeTruthy());
    expect(within(grid).getByRole('button', { name: 'Undo: Lovelace, Ada, Counting quiz' })).toBeTruthy();
  });

  it('applies the policy to the selected rows in bulk, and says when it failed', async () => {
    const posted: unknown[] = [];
    let fail = false;
    const { notify } = renderLateWork({
      [`GET ${PATH}`]: () => ({ submissions: [submission(BOB_ATTEMPT, 'Bob', 'Babbage', 3), submission(ADA_ATTEMPT, 'Ada', 'Lovelace', 25)] }),
      [`POST ${PATH}`]: (body) => {
        if (fail) throw new Error('server');
        posted.push(body);
        return { status: 'OK', updated: 2 };
      },
    });
    await screen.findByRole('grid', { name: 'Late submissions' });
    const bulk = screen.getByRole('group', { name: 'Selected late submissions' });
    expect((within(bulk).getByRole('button', { name: 'Apply late policy' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all late submissions shown' }));
    expect(within(bulk).getByText('2 selected')).toBeTruthy();
    await userEvent.click(within(bulk).getByRole('button', { name: 'Apply late policy' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Apply the late policy?' })).getByRole('button', { name: 'Apply late policy' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Late policy applied to 2 submissions.' }));
    expect(posted).toEqual([{ attempt_ids: [BOB_ATTEMPT, ADA_ATTEMPT], decision: 'apply_policy' }]);

    fail = true;
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Babbage, Bob, Counting quiz' }));
    await userEvent.click(within(bulk).getByRole('button', { name: 'Undo' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Undo the decision?' })).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'error', message: 'The decision could not be saved. Please reload and try again.' }));
  });

  it('reads the list again when the course grades change elsewhere', async () => {
    let reads = 0;
    const { socket } = renderLateWork({ [`GET ${PATH}`]: () => ({ submissions: reads++ === 0 ? [] : [submission(ADA_ATTEMPT, 'Ada', 'Lovelace', 5)] }) });
    expect((await screen.findByText('No late submissions in this course.')).getAttribute('role')).toBe('status');
    await waitFor(() => expect(socket.connected).toBe(true));
    act(() => socket.serverEmit('gradebook:changed', { courseId: COURSE, userIds: ['x'], activityIds: ['y'] }));
    expect(await screen.findByRole('grid', { name: 'Late submissions' })).toBeTruthy();
  });

  it('is axe-clean with the list and with a confirmation open', async () => {
    const { container } = renderLateWork({ [`GET ${PATH}`]: () => ({ submissions: [submission(ADA_ATTEMPT, 'Ada', 'Lovelace', 25, 'apply_policy')] }) });
    await screen.findByRole('grid', { name: 'Late submissions' });
    expect(await violations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Undo: Lovelace, Ada, Counting quiz' }));
    await screen.findByRole('alertdialog');
    expect(await violations(document.body)).toEqual([]);
  });
});
