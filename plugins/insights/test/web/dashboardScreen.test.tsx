import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { ApiError, ComponentHostContext, type ApiClient } from '@lms/sdk/web';
import { fakeApiClient, fakeComponentHost, prepareChartEnvironment, renderInHost, resetChartEnvironment, type FakeApiHandler } from '@lms/sdk/testing/web';
import type { AverageAnswer, AverageTimesAnswer } from '../../src/calls/dashboardCalls.ts';
import { Dashboard } from '../../src/web/dashboard/DashboardScreen.tsx';
import { DASHBOARD_TIMED_OUT } from '../../src/web/dashboard/loadFailure.ts';

const COURSE = '6d0000000000000000000c01';
const ADA = '6e00000000000000000000a1';
const BOB = '6e00000000000000000000b1';
const LESSON = '6f0000000000000000000001';

const evidence = (user_id: string, name: string, cls: 'engaged' | 'disengaged', explanation: string, percent: number | null) => ({
  user_id,
  name,
  class: cls,
  rule: cls === 'engaged' ? ('engaged' as const) : ('disengaged-past-week' as const),
  active: cls === 'engaged',
  explanation,
  minutes_past_week: cls === 'engaged' ? 45 : 10,
  minutes_prior_week: 40,
  percent,
});

function average(student: AverageAnswer['student'] = null): AverageAnswer {
  const bob = evidence(BOB, 'Bob Babbage', 'disengaged', 'Disengaged: 10 min in the past week, under 30 min.', 50);
  const ada = evidence(ADA, 'Ada Lovelace', 'engaged', 'Engaged: 45 min this week, 40 min the week before, an average of 80%.', 80);
  return {
    percent: 65,
    students: 2,
    scores: [
      { user_id: BOB, name: 'Bob Babbage', percent: 50, score: 5, max_score: 10 },
      { user_id: ADA, name: 'Ada Lovelace', percent: 80, score: 19, max_score: 30 },
    ],
    gauge: {
      color: 'orange',
      bands: [
        { color: 'red', from: 0 },
        { color: 'orange', from: 60 },
        { color: 'yellow', from: 70 },
        { color: 'green', from: 80 },
        { color: 'greener', from: 90 },
      ],
    },
    histogram: Array.from({ length: 10 }, (_, index) => ({ from: index * 10, to: index * 10 + 10, label: `${index * 10}-${index * 10 + 10}%`, count: index === 5 || index === 8 ? 1 : 0 })),
    lessonassessments: [{ lesson_id: LESSON, lesson_title: 'Numbers', average: 60, assessments: [{ activity_id: 'a1', title: 'Quiz A', max_score: 10, average: 70, scored: 2 }] }],
    timeline: [{ week: '2026-03-09', average: 65, scores: 3 }],
    insight: 'Class average 65% (orange). 1 student is under the 60% cut-off. 1 of 2 engaged, 0 struggling, 1 disengaged.',
    engagement: { engaged: 1, struggling: 0, disengaged: 1, percent: 50, insight: '50% engaged: 1 student spent under 30 minutes in the past week or under 60 in two weeks.', insight_list: [bob, ada] },
    student,
    allow_rollup: true,
    computed_at: '2026-03-11T12:00:00.000Z',
  };
}

const times = (student: AverageTimesAnswer['student'] = null): AverageTimesAnswer => ({
  days: Array.from({ length: 14 }, (_, index) => ({ day: `2026-03-${String(index + 1).padStart(2, '0')}`, minutes: index })),
  average_past_week: 30,
  average_prior_week: 20,
  students: 2,
  student,
});

function renderDashboard(modal: 'average' | 'engagement' | null, routes: Record<string, FakeApiHandler>) {
  const api = fakeApiClient(routes);
  const { host, navigations } = fakeComponentHost();
  const view = renderInHost(
    <ComponentHostContext.Provider value={host}>
      <Dashboard courseId={COURSE} modal={modal} />
    </ComponentHostContext.Provider>,
    { api: api as ApiClient, viewer: { id: 'p1', mongoId: 'p1', firstname: 'Pat', lastname: 'Prof', email: 'p@example.com', role: 'instructor' } as never },
  );
  return { ...view, api, navigations };
}

async function violations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const AVERAGE = `PUT stats/average/${COURSE}`;

beforeAll(() => prepareChartEnvironment());
afterAll(() => resetChartEnvironment());

describe('the instructor dashboard', () => {
  it('shows the learning gauge: the insight, the score and engagement donuts with their tables, axe-clean', async () => {
    const sent: unknown[] = [];
    const { container } = renderDashboard(null, {
      [AVERAGE]: (body) => {
        sent.push(body);
        return average();
      },
    });
    expect(await screen.findByText(/Class average 65% \(orange\)/)).toBeTruthy();
    expect(sent[0]).toEqual({ allow_rollup: true });
    const scoreTable = await screen.findByRole('table', { name: 'Score' });
    expect(within(scoreTable).getByRole('rowheader', { name: 'Red (0-59%)' }).closest('tr')!.textContent).toContain('1');
    const engagementTable = await screen.findByRole('table', { name: 'Engagement' });
    expect(within(engagementTable).getByRole('rowheader', { name: 'Disengaged' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Average details' }).getAttribute('href')).toBe(`/${COURSE}/dashboard/average`);
    expect(screen.getByRole('link', { name: 'Engagement details' }).getAttribute('href')).toBe(`/${COURSE}/dashboard/engagement`);
    expect(await violations(container)).toEqual([]);
  });

  it('asks again by points when rollup weighting is turned off (keyboard)', async () => {
    const sent: { allow_rollup?: boolean }[] = [];
    renderDashboard(null, {
      [AVERAGE]: (body) => {
        sent.push(body as { allow_rollup?: boolean });
        return average();
      },
    });
    await screen.findByText(/Class average 65%/);
    const user = userEvent.setup();
    const toggle = screen.getByRole('checkbox', { name: 'Weight scores by rollup groups' });
    toggle.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(sent.at(-1)).toEqual({ allow_rollup: false }));
  });

  it("says the spec's apology when the load times out, and the server's error string otherwise", async () => {
    renderDashboard(null, {
      [AVERAGE]: () => {
        throw new ApiError(0, 'network', 'Failed to fetch');
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(DASHBOARD_TIMED_OUT);
  });

  it('shows the server error string', async () => {
    renderDashboard(null, {
      [AVERAGE]: () => {
        throw new ApiError(404, 'no-course', 'Unknown course id...');
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Unknown course id...');
  });

  it('opens the insights modal from the gauge and closes it with Escape', async () => {
    renderDashboard(null, { [AVERAGE]: () => average() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Insights' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insights' });
    expect(within(dialog).getByText(/Lowest lesson average: Numbers, 60% over 2 scores/)).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Insights' })).toBeNull());
  });
});

describe('the engagement modal (/dashboard/engagement)', () => {
  it("lists each class with its rule and each student's evidence, axe-clean; closing goes back to the dashboard", async () => {
    const { container, navigations } = renderDashboard('engagement', { [AVERAGE]: () => average() });
    const dialog = await screen.findByRole('dialog', { name: 'Engagement' });
    const disengaged = within(dialog).getByRole('region', { name: 'Disengaged (1)' });
    const row = within(disengaged).getByRole('rowheader', { name: 'Bob Babbage' }).closest('tr')!;
    expect(row.textContent).toContain('10 min');
    expect(row.textContent).toContain('Disengaged: 10 min in the past week, under 30 min.');
    expect(within(dialog).getByRole('region', { name: 'Struggling (0)' }).textContent).toContain('No students.');
    expect(await violations(container)).toEqual([]);
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(navigations).toEqual([`/${COURSE}/dashboard`]));
  });
});

describe("the gauge's modals without a keyboard", () => {
  // A pointer or a touch screen has no Escape: each modal has its Close button.
  it('closes the insights modal with its Close button', async () => {
    renderDashboard(null, { [AVERAGE]: () => average() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Insights' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insights' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Insights' })).toBeNull());
  });

  it.each([
    ['engagement', 'Engagement'],
    ['average', 'Average'],
  ] as const)('closes the %s modal with its Close button, back to the dashboard', async (modal, title) => {
    const { navigations } = renderDashboard(modal, {
      [AVERAGE]: () => average(),
      [`POST stats/roster/${COURSE}/${COURSE}`]: () => ({ roster: [] }),
      [`GET stats/averagetimes/${COURSE}`]: () => times(),
    });
    const dialog = await screen.findByRole('dialog', { name: title });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(navigations).toEqual([`/${COURSE}/dashboard`]));
  });
});

describe('the average modal (/dashboard/average)', () => {
  it("draws four charts with tables; picking a student asks for their numbers and shows them beside the class's", async () => {
    const puts: unknown[] = [];
    const picked = {
      user_id: ADA,
      name: 'Ada Lovelace',
      percent: 80,
      lessons: [{ lesson_id: LESSON, average: 63 }],
      timeline: [{ week: '2026-03-09', average: 50, scores: 1 }],
      engagement: evidence(ADA, 'Ada Lovelace', 'engaged', 'Engaged: 45 min this week, 40 min the week before, an average of 80%.', 80),
    };
    const { container } = renderDashboard('average', {
      [AVERAGE]: (body) => {
        puts.push(body);
        return (body as { student_id?: string }).student_id === ADA ? average(picked) : average();
      },
      [`POST stats/roster/${COURSE}/${COURSE}`]: () => ({ roster: [{ id: BOB, name: 'Bob Babbage', firstname: 'Bob', lastname: 'Babbage', email: 'b@example.com' }, { id: ADA, name: 'Ada Lovelace', firstname: 'Ada', lastname: 'Lovelace', email: 'a@example.com' }] }),
      [`GET stats/averagetimes/${COURSE}`]: () => times(),
      [`GET stats/averagetimes/${COURSE}?student=${ADA}`]: () => times({ user_id: ADA, days: times().days.map((day) => ({ ...day, minutes: 5 })), minutes_past_week: 35, minutes_prior_week: 35 }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Average' });
    for (const name of ['Score distribution', 'Score over time', 'Time on task', 'Score per lesson']) expect(await within(dialog).findByRole('table', { name })).toBeTruthy();
    const picker = await within(dialog).findByRole('combobox', { name: 'Student' });
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(3));
    await userEvent.setup().selectOptions(picker, ADA);
    expect(await within(dialog).findByText(/Ada Lovelace: 80%\. Engaged: 45 min/)).toBeTruthy();
    expect(puts).toContainEqual({ allow_rollup: true, student_id: ADA });
    const lessons = within(dialog).getByRole('table', { name: 'Score per lesson' });
    expect(within(lessons).getByRole('columnheader', { name: 'Ada Lovelace' })).toBeTruthy();
    expect(within(lessons).getByRole('rowheader', { name: 'Numbers' }).closest('tr')!.textContent).toContain('63%');
    expect(within(within(dialog).getByRole('table', { name: 'Score distribution' })).getByRole('rowheader', { name: '80-90% (Ada Lovelace)' })).toBeTruthy();
    expect(await violations(container)).toEqual([]);
  });
});
