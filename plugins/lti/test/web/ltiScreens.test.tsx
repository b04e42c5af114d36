import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { ComponentHostContext, LmsWebContext, type ApiClient } from '@lms/sdk/web';
import { fakeApiClient, fakeComponentHost, TestQueryCache, type FakeApiHandler } from '@lms/sdk/testing/web';
import LtiSetupScreen from '../../src/web/LtiSetupScreen.tsx';
import LtiSyncManagerScreen from '../../src/web/LtiSyncManagerScreen.tsx';
import type { Link, ReportRow, ScoreStateRow } from '../../src/calls/syncCalls.ts';

const COURSE = '6d0000000000000000000c01';
const GUID = '6f00000000000000000000a1';
const COLUMN = '6f00000000000000000000c1';
const ADA = '6e00000000000000000000a1';
const BOB = '6e00000000000000000000b1';

function link(overrides: Partial<Link> = {}): Link {
  return {
    id: GUID,
    course_id: COURSE,
    issuer: 'https://lms.university.example',
    context_id: 'ctx-1',
    context_title: 'Biology 101 (fall)',
    roster_service: true,
    grade_service: true,
    sync_type: 'total',
    roster_pulled_at: null,
    results_pulled_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function score(user_id: string, name: string, state: ScoreStateRow['state'], overrides: Partial<ScoreStateRow> = {}): ScoreStateRow {
  return {
    column_id: COLUMN,
    user_id,
    name,
    score: 8.5,
    score_maximum: 10,
    grading_progress: 'FullyGraded',
    state,
    attempts: state === 'dead' ? 8 : 1,
    last_error: state === 'dead' ? 'The platform answered 400: unknown user' : null,
    changed_at: '2026-11-21T10:00:00.000Z',
    synced_at: state === 'synced' ? '2026-11-21T10:01:00.000Z' : null,
    synced_score: state === 'synced' ? 8.5 : null,
    their_score: null,
    changed_on_platform: false,
    ...overrides,
  };
}

function renderScreen(Screen: typeof LtiSetupScreen | typeof LtiSyncManagerScreen, routes: Record<string, FakeApiHandler>) {
  const api = fakeApiClient(routes);
  const notify = vi.fn();
  const view = render(
    <LmsWebContext.Provider value={{ api: api as ApiClient, notify, user: null, mode: 'presentation' }}>
      <TestQueryCache>
        <ComponentHostContext.Provider value={fakeComponentHost().host}>
          <Screen params={{ courseId: COURSE }} />
        </ComponentHostContext.Provider>
      </TestQueryCache>
    </LmsWebContext.Provider>,
  );
  return { ...view, notify };
}

async function violations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('LTI setup', () => {
  it('says how a course gets linked when no launch linked it', async () => {
    renderScreen(LtiSetupScreen, { [`GET ltistuff/${COURSE}`]: () => ({ linked: false, link: null }) });
    expect(await screen.findByText(/This course is not linked to another LMS/)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Sync type' })).toBeNull();
  });

  it('shows the link, saves a sync type (none clears it) and pulls the roster', async () => {
    let current = link();
    const saved: unknown[] = [];
    const { notify, container } = renderScreen(LtiSetupScreen, {
      [`GET ltistuff/${COURSE}`]: () => ({ linked: true, link: current }),
      'PUT lti1.3/selection': (body) => {
        saved.push(['select', body]);
        current = { ...current, sync_type: (body as { sync_type: Link['sync_type'] }).sync_type };
        return { link: current };
      },
      'PUT lti1.3/clearselection': (body) => {
        saved.push(['clear', body]);
        current = { ...current, sync_type: 'none' };
        return { link: current };
      },
      [`GET lti1.3/roster/${COURSE}/${GUID}`]: () => ({
        members: [
          { platform_user_id: 'p1', user_id: ADA, name: 'Ada Lovelace', email: 'ada@example.com', role: 'student', status: 'admitted' },
          { platform_user_id: 'p2', user_id: null, name: 'Bob Babbage', email: 'bob@example.com', role: 'student', status: 'awaiting' },
        ],
        pulled_at: '2026-11-28T10:00:00.000Z',
      }),
    });
    expect(await screen.findByText('https://lms.university.example')).toBeTruthy();
    expect(screen.getByText('Biology 101 (fall)')).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Sync type' }) as HTMLSelectElement;
    expect(select.value).toBe('total');
    const save = screen.getByRole('button', { name: 'Save the sync type' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await userEvent.selectOptions(select, 'chapter-percent');
    await userEvent.click(save);
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Grades are sent as: One column per lesson (percent).' }));
    await userEvent.selectOptions(select, 'none');
    await userEvent.click(save);
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Grades are no longer sent.' }));
    expect(saved).toEqual([
      ['select', { courseId: COURSE, guid: GUID, sync_type: 'chapter-percent' }],
      ['clear', { courseId: COURSE, guid: GUID }],
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Pull the roster now' }));
    const roster = await screen.findByRole('region', { name: 'Platform roster' });
    expect(within(roster).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Ada Lovelace', 'Bob Babbage']);
    expect(within(roster).getByText('Joins at their first launch')).toBeTruthy();
    expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Roster pulled: 2 members.' });
    expect(screen.getByRole('link', { name: 'Open the LTI sync manager' }).getAttribute('href')).toBe(`/${COURSE}/lti_sync_manager`);
    expect(await violations(container)).toEqual([]);
  });

  it('offers no sync type when the platform gave no grade service, and says a failed roster pull', async () => {
    const { notify } = renderScreen(LtiSetupScreen, {
      [`GET ltistuff/${COURSE}`]: () => ({ linked: true, link: link({ grade_service: false }) }),
      [`GET lti1.3/roster/${COURSE}/${GUID}`]: () => {
        throw new Error('platform down');
      },
    });
    expect(await screen.findByText(/offers no grade service/)).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Sync type' }) as HTMLSelectElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Pull the roster now' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'error', message: "The platform's roster could not be pulled. Please try again later." }));
  });
});

describe('LTI sync manager', () => {
  const report: ReportRow[] = [
    { user_id: ADA, name: 'Ada Lovelace', column_id: COLUMN, label: 'Total', ours: 8.5, sent: 8.5, theirs: 8.5, verdict: 'in-sync' },
    { user_id: BOB, name: 'Bob Babbage', column_id: COLUMN, label: 'Total', ours: 6, sent: null, theirs: null, verdict: 'dead' },
  ];

  it('sends to the setup screen when grades are not sent', async () => {
    renderScreen(LtiSyncManagerScreen, { [`GET ltistuff/${COURSE}`]: () => ({ linked: true, link: link({ sync_type: 'none' }) }) });
    expect((await screen.findByRole('link', { name: 'LTI setup' })).getAttribute('href')).toBe(`/${COURSE}/lti_setup`);
  });

  it("shows every student's last sync and the report, sends, reads the platform's grades and retries one failed score", async () => {
    let states = [score(ADA, 'Ada Lovelace', 'synced'), score(BOB, 'Bob Babbage', 'dead')];
    const retried: unknown[] = [];
    const { notify, container } = renderScreen(LtiSyncManagerScreen, {
      [`GET ltistuff/${COURSE}`]: () => ({ linked: true, link: link() }),
      [`GET lti1.3/total/${COURSE}/${GUID}`]: () => ({ columns: [{ id: COLUMN, sync_type: 'total', key: 'total', label: 'Total', score_maximum: 10, lineitem_url: 'https://lms.university.example/li/1' }], scores: states, dead_letters: states.filter((row) => row.state === 'dead').length }),
      [`GET lti1.3/report/${COURSE}/${GUID}`]: () => ({ rows: report, results_pulled_at: '2026-11-20T10:00:00.000Z' }),
      [`POST lti1.3/grade/${COURSE}/${GUID}`]: () => ({ queued: 3, held: 1, unchanged: 5 }),
      [`POST lti1.3/pull/${COURSE}/${GUID}`]: () => ({ changed: 0 }),
      [`POST lti1.3/retry/${COURSE}/${GUID}`]: (body) => {
        retried.push(body);
        states = states.map((row) => (row.user_id === BOB ? { ...row, state: 'queued' as const, last_error: null } : row));
        return { queued: 1 };
      },
    });
    const table = await screen.findByRole('region', { name: 'Last sync per student and column' });
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Ada Lovelace', 'Bob Babbage']);
    expect(within(table).getByText('The platform answered 400: unknown user')).toBeTruthy();
    expect(screen.getByText('1 score has failed for good: retry once the platform accepts them again.')).toBeTruthy();
    const reconciliation = await screen.findByRole('region', { name: 'Reconciliation per student and column' });
    expect(within(reconciliation).getByText('In sync')).toBeTruthy();
    expect(within(reconciliation).getByText('Failed')).toBeTruthy();
    expect(await violations(container)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Send grades now' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: '3 scores queued to send, 1 held, 5 unchanged.' }));
    await userEvent.click(screen.getByRole('button', { name: "Read the platform's grades" }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'No grade was changed on the platform.' }));
    await userEvent.click(within(table).getByRole('button', { name: 'Retry Bob Babbage, Total' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Bob Babbage: 1 score queued again.' }));
    expect(retried).toEqual([{ column_id: COLUMN, user_id: BOB }]);
    await waitFor(() => expect(screen.getByText('No score has failed for good.')).toBeTruthy());
    expect(screen.queryByRole('button', { name: /Retry all/ })).toBeNull();
  });
});
