import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { ApiError, ComponentHostContext, type ApiClient } from '@lms/sdk/web';
import { fakeApiClient, fakeComponentHost, prepareChartEnvironment, renderInHost, resetChartEnvironment, type FakeApiHandler } from '@lms/sdk/testing/web';
import { Drilldown } from '../../src/web/drilldown/DrilldownScreens.tsx';
import { StudentDrilldown } from '../../src/web/drilldown/StudentDrilldown.tsx';
import { drilldownCourseMenu } from '../../src/web/drilldown/index.ts';

const COURSE = '6d0000000000000000000c01';
const ADA = '6e00000000000000000000a1';
const PROF = '6e00000000000000000000f1';
const LESSON = '6f0000000000000000000001';
const PAGE = '6f0000000000000000000002';

const user = { user: { id: ADA, firstname: 'Ada', lastname: 'Lovelace', name: 'Ada Lovelace', email: 'ada@example.com' }, percent: 80, engagement: { class: 'engaged', rule: 'engaged', explanation: 'Engaged: 60 min this week, 0 min the week before, an average of 80%.', minutes_past_week: 60, minutes_prior_week: 0 }, last_seen: { at: '2026-03-10T09:20:00.000Z', lesson_id: LESSON, page_id: null } };
const alerts = {
  week_start: '2026-03-09T08:01:00.000Z',
  alerts: [
    {
      user: ADA,
      name: 'Ada Lovelace',
      reason: 'falling-score',
      message: 'Ada Lovelace scored 50% on Quiz 3, 40 points under their average of 90%.',
      time: '2026-03-05T10:00:00.000Z',
      activity_id: 'a3',
      evidence: { rule: 'Falling score: the latest score is at least 15 points under the average of at least 2 earlier scores.', numbers: { latest_percent: 50, earlier_average: 90, earlier_scores: 2, drop_points: 40 } },
    },
  ],
};
const time = (days: number) => ({
  from: '2026-03-05',
  to: '2026-03-12',
  total_minutes: 60,
  days: Array.from({ length: days }, (_, index) => ({ day: `2026-03-${String(index + 1).padStart(2, '0')}`, minutes: index === 0 ? 60 : 0 })),
  lessons: [{ lesson_id: LESSON, title: 'Numbers', minutes: 60 }],
  entries: [{ day: '2026-03-01', lesson_id: LESSON, minutes: 60, visits: 2 }],
});
const studentRoutes = (asked: string[] = []): Record<string, FakeApiHandler> => ({
  [`GET drilldown/user/${COURSE}/${ADA}`]: () => user,
  [`GET drilldown/alerts/${COURSE}/${ADA}`]: () => alerts,
  [`GET drilldown/time/${COURSE}/${ADA}/14`]: () => (asked.push('14'), time(14)),
  [`GET drilldown/time/${COURSE}/${ADA}/30`]: () => (asked.push('30'), time(30)),
  [`GET drilldown/content/${COURSE}/${ADA}`]: () => ({ content: [{ lesson_id: LESSON, lesson_title: 'Numbers', page_id: PAGE, page_title: 'Counting', visits: 2, minutes: 10 }] }),
  [`GET courses/${COURSE}/`]: () => ({ _id: COURSE, title: 'C', subtitle: null, lessons: [{ _id: LESSON, title: 'Numbers', subtitle: null, draft: false, pages: [{ _id: PAGE, title: 'Counting', draft: false }] }], thumbnailUrl: null, image: null, enable_numbering: false, enable_bookmarks: false, use_calendar: false, startDate: null, end_date: null }),
  [`POST drilldown/objectives/${COURSE}/${ADA}`]: () => ({ objectives: [{ page_id: PAGE, page_title: 'Counting', lesson_id: LESSON, lesson_title: 'Numbers', visited: true, visits: 2, minutes: 10, activities: 1, scored: 1, percent: 80 }] }),
});

function render(ui: React.ReactNode, routes: Record<string, FakeApiHandler>, viewerId = ADA) {
  const api = fakeApiClient(routes);
  const { host, navigations } = fakeComponentHost();
  const view = renderInHost(<ComponentHostContext.Provider value={host}>{ui}</ComponentHostContext.Provider>, {
    api: api as ApiClient,
    viewer: { id: viewerId, mongoId: viewerId, firstname: 'X', lastname: 'Y', email: 'x@example.com', role: 'student' } as never,
  });
  return { ...view, navigations };
}

async function violations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

beforeAll(() => prepareChartEnvironment());
afterAll(() => resetChartEnvironment());

describe("a student's drilldown (/drilldown/student/{student})", () => {
  it('shows the head, alerts, time on task with its tables, content and objectives, axe-clean', async () => {
    const { container } = render(<StudentDrilldown courseId={COURSE} studentId={ADA} />, studentRoutes());
    expect(await screen.findByRole('heading', { name: 'Drilldown: Ada Lovelace' })).toBeTruthy();
    expect(await screen.findByText(/Course score: 80%\. Engaged: 60 min/)).toBeTruthy();
    const alertsRegion = screen.getByRole('region', { name: 'Alerts' });
    expect(await within(alertsRegion).findByText(/40 points under their average of 90%/)).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Minutes per day' })).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Minutes per lesson' })).getByRole('rowheader', { name: 'Numbers' })).toBeTruthy();
    const content = await screen.findByRole('table', { name: 'Content visited' });
    expect(within(content).getByRole('rowheader', { name: 'Counting' }).closest('tr')!.textContent).toContain('2');
    const objectives = await screen.findByRole('table', { name: 'Progress on each page' });
    expect(within(objectives).getByRole('rowheader', { name: 'Numbers: Counting' }).closest('tr')!.textContent).toContain('1 of 1 scored');
    expect(await violations(container)).toEqual([]);
  });

  it('opens an alert\'s evidence (the rule and its numbers) by keyboard and closes it with Escape', async () => {
    render(<StudentDrilldown courseId={COURSE} studentId={ADA} />, studentRoutes());
    const keys = userEvent.setup();
    const button = await screen.findByRole('button', { name: /^Evidence: Falling score/ });
    button.focus();
    await keys.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Falling score: evidence' });
    expect(within(dialog).getByText(/at least 15 points under the average/)).toBeTruthy();
    expect(within(dialog).getByRole('rowheader', { name: 'drop points' }).closest('tr')!.textContent).toContain('40');
    await keys.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("closes an alert's evidence with its Close button (no keyboard needed)", async () => {
    render(<StudentDrilldown courseId={COURSE} studentId={ADA} />, studentRoutes());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Evidence: Falling score/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Falling score: evidence' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for a longer look back when one is picked', async () => {
    const asked: string[] = [];
    render(<StudentDrilldown courseId={COURSE} studentId={ADA} />, studentRoutes(asked));
    await screen.findByRole('table', { name: 'Minutes per day' });
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Look back' }), '30');
    await waitFor(() => expect(asked).toContain('30'));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Minutes per day' })).getAllByRole('row')).toHaveLength(31));
  });

  it("shows the server's refusal (another student's drilldown)", async () => {
    render(<StudentDrilldown courseId={COURSE} studentId={ADA} />, {
      [`GET drilldown/user/${COURSE}/${ADA}`]: () => {
        throw new ApiError(403, 'insights-not-own-drilldown', 'You may only see your own drilldown.');
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('You may only see your own drilldown.');
    expect(screen.queryByRole('region', { name: 'Alerts' })).toBeNull();
  });
});

describe('/drilldown', () => {
  it('shows a student their own drilldown', async () => {
    render(<Drilldown courseId={COURSE} searching={false} />, studentRoutes());
    expect(await screen.findByRole('heading', { name: 'Drilldown: Ada Lovelace' })).toBeTruthy();
  });

  it('gives a professor (not a student of the course) the search; the /professor modal finds students by keyboard, axe-clean', async () => {
    const sent: unknown[] = [];
    const { container, navigations } = render(<Drilldown courseId={COURSE} searching={false} />, {
      [`GET drilldown/user/${COURSE}/${PROF}`]: () => {
        throw new ApiError(404, 'not-found', 'This student is not enrolled in this course.');
      },
    }, PROF);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Find a student' }));
    expect(navigations).toEqual([`/${COURSE}/drilldown/professor`]);

    const modal = render(<Drilldown courseId={COURSE} searching />, {
      [`POST drilldown/search/${COURSE}`]: (body) => {
        sent.push(body);
        return { students: [{ id: ADA, firstname: 'Ada', lastname: 'Lovelace', name: 'Ada Lovelace', email: 'ada@example.com' }], more: false };
      },
    }, PROF);
    const dialog = await screen.findByRole('dialog', { name: 'Find a student' });
    const keys = userEvent.setup();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('First name')));
    await keys.tab();
    await keys.keyboard('love{Enter}');
    expect(await within(dialog).findByRole('link', { name: 'Ada Lovelace' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Ada Lovelace' }).getAttribute('href')).toBe(`/${COURSE}/drilldown/student/${ADA}`);
    expect(sent).toEqual([{ firstname: '', lastname: 'love', lti: '' }]);
    expect(await violations(modal.container)).toEqual([]);
    expect(await violations(container)).toEqual([]);
  });
});

describe('the /professor modal without a keyboard', () => {
  it('closes with its Close button, back to /drilldown', async () => {
    const { navigations } = render(<Drilldown courseId={COURSE} searching />, {}, PROF);
    const dialog = await screen.findByRole('dialog', { name: 'Find a student' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(navigations).toEqual([`/${COURSE}/drilldown`]);
  });
});

describe('menu and narrow screens', () => {
  it("has a 'Drilldown' course-menu entry for everyone", () => {
    expect(drilldownCourseMenu).toEqual([{ route: 'drilldown', label: 'Drilldown', for: 'everyone', order: 16 }]);
  });

  it('at 390 px, tables scroll inside their box and the search form is one column', () => {
    const css = readFileSync('plugins/insights/src/web/drilldown/drilldown.css', 'utf8');
    expect(css).toMatch(/\.ins-drill-scroll \{[^}]*overflow-x: auto/);
    expect(css).toMatch(/\.ins-drill-search \{[^}]*grid-template-columns: minmax\(0, 1fr\)/);
  });
});
