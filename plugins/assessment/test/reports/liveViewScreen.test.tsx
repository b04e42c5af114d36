import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ApiError, type RouteParams } from '@lms/sdk/web';
import type { ReportRoute } from '../../src/web/reports/reportTarget.ts';
import { FakeRealtimeSocket } from '@lms/sdk/testing/web';
import LiveViewScreen from '../../src/web/reports/LiveViewScreen.tsx';
import type { LiveProgressEvent, LiveRow, LiveView } from '../../src/calls/reportCalls.ts';
import { row } from './liveRowFixture.ts';
import { ADA, atQuery, BOB, COURSE, CY, fakeApi, LESSON, PAGE, QUIZ, renderScreen } from './reportsWebFixture.tsx';

const PATH = `GET assessment/liveview/${COURSE}/${QUIZ}`;
const HOUR = 3_600_000;

/** The server's clock runs an hour ahead of the browser's: time left must follow the server. */
function liveView(overrides: Partial<LiveView> = {}): LiveView {
  const serverNow = Date.now() + HOUR;
  const at = (ms: number) => new Date(serverNow + ms).toISOString();
  return {
    title: 'Weekly quiz',
    total_items: 3,
    now: at(0),
    students: [
      row(ADA, 'Ada', 'Byron', { state: 'in_progress', attempt_number: 1, answered: 2, started_at: at(-60_000), saved_at: at(-5_000), deadline: at(300_000) }),
      row(BOB, 'Bob', 'Carter', { state: 'submitted', attempt_number: 2, answered: 3, started_at: at(-600_000), saved_at: at(-300_000), submitted_at: at(-200_000), score: 4, max_score: 6 }),
      row(CY, 'Cy', 'Dale'),
    ],
    ...overrides,
  };
}

const progress = (student: LiveRow, componentId = QUIZ): LiveProgressEvent => ({ course_id: COURSE, component_id: componentId, student });
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
const bodyRows = () => within(screen.getByRole('grid', { name: "Students' progress" })).getAllByRole('row').slice(1);
const cells = (tableRow: HTMLElement) => within(tableRow).getAllByRole('gridcell').map((cell) => cell.textContent);
const names = () => bodyRows().map((tableRow) => within(tableRow).getByRole('rowheader').textContent);

afterEach(() => atQuery(''));

function open(answer: () => unknown = () => liveView(), params: RouteParams<ReportRoute> = { courseId: COURSE, lessonId: LESSON, pageId: PAGE, activityId: QUIZ }) {
  const api = fakeApi({ [PATH]: answer });
  return { api, ...renderScreen(LiveViewScreen, params, api) };
}

describe('LiveViewScreen', () => {
  it('shows the quiz name, the counts and every student: status, attempt, answered, time left by the server clock, score', async () => {
    atQuery('?quizName=Week%203%20quiz');
    const view = liveView();
    const { socket } = open(() => view);
    expect(screen.getByRole('status').textContent).toBe("Loading the students' progress…");
    await screen.findByRole('grid', { name: "Students' progress" });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Week 3 quiz');
    expect([fact('In progress'), fact('Finished'), fact('Not started')]).toEqual(['1', '1', '1']);
    expect(names()).toEqual(['Byron, Ada', 'Carter, Bob', 'Dale, Cy']);
    const [ada, bob, cy] = bodyRows();
    expect(cells(ada!)).toEqual(['In progress', '1', '2 of 3', '5:00', expect.any(String), '']);
    expect(ada!.querySelector('time')?.getAttribute('dateTime')).toBe(view.students[0]!.saved_at);
    expect(cells(bob!)).toEqual(['Submitted', '2', '3 of 3', '', expect.any(String), '4 / 6']);
    expect(cells(cy!)).toEqual(['Not started', '', '', '', '', '']);
    await waitFor(() => expect(screen.getByText('Updates live as students work.')).toBeTruthy());
    expect(socket.sent.find((sent) => sent.event === 'assessment:join_professors')?.payload).toEqual({ courseId: COURSE });
  });

  it('counts the time left down every second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      open();
      await screen.findByRole('grid');
      expect(cells(bodyRows()[0]!)[3]).toBe('5:00');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2000);
      });
      expect(cells(bodyRows()[0]!)[3]).toBe('4:58');
    } finally {
      vi.useRealTimers();
    }
  });

  it("takes the title from the assessment without a quiz name, and says 'Not Timed' for an untimed attempt", async () => {
    open(() => liveView({ students: [row(ADA, 'Ada', 'Byron', { state: 'in_progress', attempt_number: 1, started_at: new Date().toISOString() })] }), { courseId: COURSE, assessmentId: QUIZ });
    await screen.findByRole('grid');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Weekly quiz');
    expect(cells(bodyRows()[0]!)[3]).toBe('Not Timed');
  });

  it("applies a student's progress as it comes, ignoring other assessments' and older news", async () => {
    const { socket } = open();
    await screen.findByRole('grid');
    await waitFor(() => expect(screen.getByText('Updates live as students work.')).toBeTruthy());
    const started = new Date(Date.now() + HOUR).toISOString();
    act(() => socket.serverEmit('assessment:progress', progress(row(CY, 'Cy', 'Dale', { state: 'in_progress', attempt_number: 1, answered: 1, started_at: started, saved_at: started }))));
    expect([fact('In progress'), fact('Not started')]).toEqual(['2', '0']);
    expect(cells(bodyRows()[2]!).slice(0, 3)).toEqual(['In progress', '1', '1 of 3']);

    act(() => socket.serverEmit('assessment:progress', progress(row(ADA, 'Ada', 'Byron', { state: 'submitted', attempt_number: 1, score: 6, max_score: 6 }), 'f'.repeat(24))));
    expect(cells(bodyRows()[0]!)[0]).toBe('In progress');
    // Bob's first attempt's news arriving late does not undo his second, submitted one.
    act(() => socket.serverEmit('assessment:progress', progress(row(BOB, 'Bob', 'Carter', { state: 'in_progress', attempt_number: 1, answered: 1, started_at: started }))));
    expect(cells(bodyRows()[1]!)[0]).toBe('Submitted');
  });

  it('keeps the news that came while the view was being read', async () => {
    let answer!: (view: LiveView) => void;
    const { socket } = open(() => new Promise<LiveView>((resolve) => (answer = resolve)));
    await waitFor(() => expect(socket.sent.some((sent) => sent.event === 'assessment:join_professors')).toBe(true));
    const started = new Date(Date.now() + HOUR).toISOString();
    act(() => socket.serverEmit('assessment:progress', progress(row(CY, 'Cy', 'Dale', { state: 'in_progress', attempt_number: 1, started_at: started }))));
    await act(async () => answer(liveView()));
    // The query cache hands the answer to the screen on its next tick.
    await waitFor(() => expect(cells(bodyRows()[2]!)[0]).toBe('In progress'));
  });

  it('sorts by a column, ascending then descending, with nothing to compare last', async () => {
    open();
    await screen.findByRole('grid');
    const score = screen.getByRole('button', { name: 'Score' });
    await userEvent.click(score);
    expect(score.closest('[role="columnheader"]')?.getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('button', { name: 'Student' }).closest('[role="columnheader"]')?.getAttribute('aria-sort')).toBeNull();
    expect(names()).toEqual(['Carter, Bob', 'Byron, Ada', 'Dale, Cy']);
    await userEvent.click(screen.getByRole('button', { name: 'Status' }));
    expect(names()).toEqual(['Dale, Cy', 'Byron, Ada', 'Carter, Bob']);
    await userEvent.click(screen.getByRole('button', { name: 'Status' }));
    expect(screen.getByRole('button', { name: 'Status' }).closest('[role="columnheader"]')?.getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['Carter, Bob', 'Byron, Ada', 'Dale, Cy']);
  });

  it('reads everything again after the connection comes back, and says while it is away', async () => {
    const socket = new FakeRealtimeSocket();
    const api = fakeApi({ [PATH]: () => liveView() });
    renderScreen(LiveViewScreen, { courseId: COURSE, lessonId: LESSON, pageId: PAGE, activityId: QUIZ }, api, socket);
    await screen.findByRole('grid');
    await waitFor(() => expect(screen.getByText('Updates live as students work.')).toBeTruthy());
    expect(api.get).toHaveBeenCalledTimes(1);
    act(() => socket.drop());
    expect(screen.getByText('Live updates paused: reconnecting…')).toBeTruthy();
    act(() => socket.open());
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(2));
  });

  it("shows the server's refusal", async () => {
    open(() => {
      throw new ApiError(403, 'access-denied', 'Access denied.');
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Access denied.');
  });
});
