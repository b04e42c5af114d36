import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ApiError, type RouteParams } from '@lms/sdk/web';
import { prepareChartEnvironment, resetChartEnvironment } from '@lms/sdk/testing/web';
import type { ReportRoute } from '../../src/web/reports/reportTarget.ts';
import ItemDetailsScreen from '../../src/web/reports/ItemDetailsScreen.tsx';
import type { ItemDetail, ItemDetails } from '../../src/calls/reportCalls.ts';
import { atQuery, COURSE, fakeApi, LESSON, PAGE, QUIZ, renderScreen } from './reportsWebFixture.tsx';

const PATH = `GET assessment/itemdetails/${COURSE}/${QUIZ}`;

function detail(id: string, overrides: Partial<ItemDetail>): ItemDetail {
  return { id, title: '', type: 'single_choice', points: 2, answered: 0, correct: 0, partial: 0, incorrect: 0, unanswered: 0, pending_manual: 0, average_score: null, ...overrides };
}

const DETAILS: ItemDetails = {
  title: 'Weekly quiz',
  attempts: 3,
  items: [
    detail('1'.repeat(24), {
      title: 'Capital of France',
      answered: 3,
      correct: 2,
      incorrect: 1,
      average_score: 1.33,
      distractors: [
        { id: 'a', text: 'Lyon', count: 0, correct: false },
        { id: 'b', text: 'Paris', count: 2, correct: true },
        { id: 'c', text: 'Nice', count: 1, correct: false },
      ],
    }),
    detail('2'.repeat(24), { type: 'ordering', answered: 2, correct: 1, incorrect: 1, unanswered: 1, average_score: 0.67, entries: [{ id: 'm', text: 'Mercury', right: 1 }] }),
    detail('3'.repeat(24), { type: 'longtext', title: 'Essay', answered: 2, partial: 1, pending_manual: 1, unanswered: 1, average_score: 0.75 }),
  ],
};

afterEach(() => atQuery(''));

const cellsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

const open = (answer: () => unknown, params: RouteParams<ReportRoute> = { courseId: COURSE, lessonId: LESSON, pageId: PAGE, activityId: QUIZ }) =>
  renderScreen(ItemDetailsScreen, params, fakeApi({ [PATH]: answer }));

describe('ItemDetailsScreen', () => {
  it('shows each Question with its counts and average, titled by the quiz name', async () => {
    atQuery('?quizName=Week%203');
    open(() => DETAILS);
    const table = await screen.findByRole('table', { name: 'Results per Question' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Week 3');
    expect(screen.getByText("From each student's latest submitted attempt (3 attempts).")).toBeTruthy();
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Question',
      'Type',
      'Points',
      'Answered',
      'Correct',
      'Partially correct',
      'Incorrect',
      'Unanswered',
      'Waiting for grading',
      'Average score',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Capital of France', 'Question 2', 'Essay']);
    expect(within(rows[0]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Single choice', '2', '3', '2', '0', '1', '0', '0', '1.33']);
    expect(within(rows[2]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Long text (rich)', '2', '2', '0', '1', '0', '1', '1', '0.75']);
  });

  it('charts how many picked each choice with the right one marked, and how many got each entry right, each with its data table', async () => {
    open(() => DETAILS, { courseId: COURSE, assessmentId: QUIZ });
    const choices = await screen.findByRole('region', { name: 'Capital of France' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Weekly quiz');
    expect(within(choices).getByRole('figure', { name: 'Picked, out of 3 answered' })).toBeTruthy();
    expect(cellsOf(within(choices).getByRole('table', { name: 'Picked, out of 3 answered' }))).toEqual([
      ['Choice', 'Picked'],
      ['Lyon', '0 of 3'],
      ['Paris (right answer)', '2 of 3'],
      ['Nice', '1 of 3'],
    ]);
    const order = screen.getByRole('region', { name: 'Question 2' });
    expect(cellsOf(within(order).getByRole('table', { name: 'Right, out of 2 answered' }))).toEqual([
      ['Part', 'Right'],
      ['Mercury', '1 of 2'],
    ]);
    expect(screen.queryByRole('region', { name: 'Essay' })).toBeNull();
  });

  it('draws the bars out of the students who answered, the right choice in the second colour', async () => {
    prepareChartEnvironment();
    try {
      open(() => DETAILS, { courseId: COURSE, assessmentId: QUIZ });
      const picture = within(await screen.findByRole('region', { name: 'Capital of France' })).getByRole('img');
      // Lyon's 0 draws no bar.
      await vi.waitFor(() => expect(picture.querySelectorAll('.recharts-bar-rectangle path')).toHaveLength(2), { timeout: 10_000 });
      const [paris, nice] = [...picture.querySelectorAll('.recharts-bar-rectangle path')];
      expect(paris!.getAttribute('fill')).toContain('--lms-chart-2');
      expect(nice!.getAttribute('fill')).toContain('--lms-chart-1');
      expect(Number(paris!.getAttribute('width')) / Number(nice!.getAttribute('width'))).toBeCloseTo(2, 5);
      // Recharts writes each word of a label in its own tspan.
      const labels = [...picture.querySelectorAll('.recharts-label-list text')].map((label) => [...label.querySelectorAll('tspan')].map((word) => word.textContent).join(' '));
      expect(labels).toEqual(['0 of 3', '2 of 3', '1 of 3']);
    } finally {
      resetChartEnvironment();
    }
  }, 20_000);

  it("says 'No submissions found' when nobody has submitted", async () => {
    open(() => ({ title: 'Weekly quiz', items: [], attempts: 0, error: 'No submissions found' }));
    expect((await screen.findByText('No submissions found')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows the server's refusal", async () => {
    open(() => {
      throw new ApiError(404, 'not-found', 'Assessment is not ready');
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Assessment is not ready');
  });
});
