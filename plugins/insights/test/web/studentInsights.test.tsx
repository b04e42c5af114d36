import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { ApiError, ComponentHostContext, type ApiClient } from '@lms/sdk/web';
import { fakeApiClient, fakeComponentHost, prepareChartEnvironment, renderInHost, resetChartEnvironment, type FakeApiHandler } from '@lms/sdk/testing/web';
import type { CalendarEntry } from '../../src/calls/calendarEntryCall.ts';
import type { MyTime } from '../../src/calls/studentInsightsCalls.ts';
import { StudentInsights, minutesText, scoreHistory } from '../../src/web/studentInsights/StudentInsightsScreen.tsx';
import { studentInsightsCourseMenu } from '../../src/web/studentInsights/index.ts';

const COURSE = '6d0000000000000000000c01';
const ADA = '6e00000000000000000000a1';
const NUMBERS = '6f0000000000000000000001';
const SHAPES = '6f0000000000000000000002';
const TODAY = '2030-03-10T12:00:00.000Z';

const myTime = (drilldown_enabled = false): MyTime => ({
  drilldown_enabled,
  total_seconds: 19 * 60,
  past_week_seconds: 9 * 60,
  visits: 5,
  lessons: [
    { lesson_id: NUMBERS, title: 'Numbers', seconds: 15 * 60, visits: 3, days: [{ day: '2030-02-08', seconds: 600, visits: 2 }, { day: '2030-03-09', seconds: 300, visits: 1 }] },
    { lesson_id: SHAPES, title: 'Shapes', seconds: 4 * 60, visits: 2, days: [{ day: '2030-03-09', seconds: 240, visits: 2 }] },
  ],
});

const entry = (index: number): CalendarEntry => ({
  id: `a${index}-due`,
  activity_id: `a${index}`,
  kind: 'due',
  date: new Date(Date.parse(TODAY) + (index + 1) * 86_400_000).toISOString(),
  status: 'open',
  lessonName: 'Numbers',
  quizName: `Quiz ${index + 1}`,
  link: `/${COURSE}/${NUMBERS}/p${index}`,
  index: 1,
});
const ENTRIES = Array.from({ length: 12 }, (_, index) => entry(index));

const column = (id: string, report_title: string, due_date: string | null, max_score: number | null) => ({ id, report_title, due_date, max_score, link: `/${COURSE}/${NUMBERS}/${id}`, graded: true });
/** As the gradebook answers a student: Quiz C's score is not visible yet (null), Custom has no max score. */
const GRADEBOOK = {
  columns: [column('qb', 'Quiz B', '2030-03-05T12:00:00.000Z', 10), column('qa', 'Quiz A', '2030-02-20T12:00:00.000Z', 20), column('qc', 'Quiz C', '2030-03-01T12:00:00.000Z', 10), column('qd', 'Quiz D', null, 4)],
  students: [{ id: ADA, percent: 75, scores: [8, 15, null, 1] }],
};

function routes(overrides: Record<string, FakeApiHandler> = {}): Record<string, FakeApiHandler> {
  return {
    [`GET insights/time/${COURSE}`]: () => myTime(),
    [`GET user/last_activity/${COURSE}`]: () => ({ last_activity: { lesson_id: SHAPES, page_id: 'pc', lesson_title: 'Shapes', page_title: 'Circles' } }),
    [`GET drilldown/alerts/${COURSE}/${ADA}`]: () => ({
      alerts: [{ user: ADA, name: 'Ada Lovelace', reason: 'inactivity', message: 'No activity for 7 days.', time: '2030-03-08T09:00:00.000Z', activity_id: null, evidence: { rule: 'inactivity: no tracked event for 7 days', numbers: { days: 7 } } }],
      week_start: '2030-03-04T08:01:00.000Z',
    }),
    [`PUT stats/studentgradebook/${COURSE}`]: () => GRADEBOOK,
    [`GET insights/quizme/${COURSE}`]: () => ({
      state: 'initial',
      quizzes: [{ component_id: 'qa', activity_id: 'qa-act', title: 'Quiz A', lesson_id: NUMBERS, lesson_title: 'Numbers', lesson_number: 1, page_id: 'pa', max_score: 20 }],
    }),
    ...overrides,
  };
}

/** The calendar call carries its query in the path: answer it by its offset and limit. */
function withCalendar(handlers: Record<string, FakeApiHandler>, asked: string[], calendarOn: boolean): Record<string, FakeApiHandler> {
  const prefix = `GET calendar/${COURSE}/entries?`;
  return new Proxy(handlers, {
    get(target, key) {
      if (typeof key !== 'string' || !key.startsWith(prefix)) return target[key as string];
      asked.push(key);
      const query = new URLSearchParams(key.slice(prefix.length));
      const offset = Number(query.get('offset') ?? 0);
      if (!calendarOn) return () => Promise.reject(new ApiError(403, 'calendar-off', 'The calendar is not enabled in this course.'));
      return () => ({ entries: ENTRIES.slice(offset, offset + Number(query.get('limit') ?? 10)), total: ENTRIES.length, page_size: 10 });
    },
  });
}

function renderInsights(handlers: Record<string, FakeApiHandler>, calendarOn = true) {
  const asked: string[] = [];
  const api = fakeApiClient(withCalendar(handlers, asked, calendarOn));
  const { host, navigations } = fakeComponentHost();
  const view = renderInHost(
    <ComponentHostContext.Provider value={host}>
      <StudentInsights courseId={COURSE} today={TODAY} />
    </ComponentHostContext.Provider>,
    { api: api as ApiClient, viewer: { id: ADA, mongoId: ADA, firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com', role: 'student' } as never },
  );
  return { ...view, api, navigations, asked };
}

async function violations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

beforeAll(() => prepareChartEnvironment());
afterAll(() => resetChartEnvironment());

describe('student insights', () => {
  it('formats minutes', () => {
    expect([minutesText(0), minutesText(600), minutesText(3900)]).toEqual(['0 min', '10 min', '1 h 5 min']);
  });

  it('orders the score history by due date and leaves out what the gradebook hides', () => {
    expect(scoreHistory(GRADEBOOK).map((row) => [row.activity, row.percent])).toEqual([
      ['Quiz A', 75],
      ['Quiz B', 80],
      ['Quiz D', 25],
    ]);
  });

  it("shows the caller's time, last-visited link, alerts, upcoming tasks and QuizMe, axe-clean", async () => {
    const { container, asked } = renderInsights(routes());
    expect(await screen.findByText(/You have spent 19 min in this course, 9 min in the past week, and visited 2 of 2 lessons/)).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Shapes: Circles' })).getAttribute('href')).toBe(`/${COURSE}/${SHAPES}/pc`);
    expect(await screen.findByText(/No activity for 7 days\./)).toBeTruthy();
    const upcoming = screen.getByRole('region', { name: 'Upcoming tasks' });
    await waitFor(() => expect(within(upcoming).getAllByRole('listitem')).toHaveLength(10));
    expect(within(upcoming).getByRole('link', { name: 'Quiz 1' }).getAttribute('href')).toBe(`/${COURSE}/${NUMBERS}/p0`);
    expect(screen.getByRole('link', { name: 'Open calendar' }).getAttribute('href')).toBe(`/${COURSE}/full-calendar`);
    expect(screen.getByRole('link', { name: 'Subscribe to calendar' }).getAttribute('href')).toBe(`/${COURSE}/full-calendar?subscribe=1`);
    const scores = await screen.findByRole('table', { name: 'Scores' });
    expect(within(scores).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Quiz A', 'Quiz B', 'Quiz D']);
    expect(within(scores).queryByText('Quiz C')).toBeNull();
    expect(asked[0]).toContain(`from=${encodeURIComponent(TODAY)}`);
    const quizMe = screen.getByRole('region', { name: 'QuizMe' });
    expect(await within(quizMe).findByRole('button', { name: 'QuizMe: Quiz A' })).toBeTruthy();
    expect(await violations(container)).toEqual([]);
  });

  it("'More' adds the next batch and disappears when all are shown; the lesson selector works by keyboard", async () => {
    renderInsights(routes());
    const user = userEvent.setup();
    const upcoming = await screen.findByRole('region', { name: 'Upcoming tasks' });
    const more = await within(upcoming).findByRole('button', { name: 'More' });
    more.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(upcoming).getAllByRole('listitem')).toHaveLength(12));
    expect(within(upcoming).queryByRole('button', { name: 'More' })).toBeNull();

    const select = screen.getByRole('combobox', { name: 'Lesson' });
    expect(screen.getByText('Numbers: 15 min in 3 visits.')).toBeTruthy();
    await user.selectOptions(select, 'Shapes');
    expect(screen.getByText('Shapes: 4 min in 2 visits.')).toBeTruthy();
  });

  it('says the calendar is off in a course with use_calendar off, with no link into it', async () => {
    renderInsights(routes(), false);
    const upcoming = await screen.findByRole('region', { name: 'Upcoming tasks' });
    expect(await within(upcoming).findByText('The calendar is not enabled in this course.')).toBeTruthy();
    expect(within(upcoming).queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open calendar' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Subscribe to calendar' })).toBeNull();
  });

  it("redirects to the student's drilldown when the course has drilldown_enabled", async () => {
    const { navigations } = renderInsights(routes({ [`GET insights/time/${COURSE}`]: () => myTime(true) }));
    await waitFor(() => expect(navigations.map((entry) => entry).join(' ')).toContain(`/${COURSE}/drilldown/student/${ADA}`));
  });

  it("puts 'Insights' in a student's course menu", () => {
    expect(studentInsightsCourseMenu).toEqual([expect.objectContaining({ route: 'insights', label: 'Insights', for: 'student' })]);
  });
});
