import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ApiError, type RouteParams } from '@lms/sdk/web';
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

  it('shows how many picked each choice with the right one marked, and how many got each entry right', async () => {
    open(() => DETAILS, { courseId: COURSE, assessmentId: QUIZ });
    const choices = await screen.findByRole('region', { name: 'Capital of France' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Weekly quiz');
    const items = within(choices).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['LyonPicked 0 of 3', 'Paris right answerPicked 2 of 3', 'NicePicked 1 of 3']);
    expect(parseFloat((items[1]!.querySelector('.lms-report-bar__fill') as HTMLElement).style.width)).toBeCloseTo(66.67, 1);
    const order = screen.getByRole('region', { name: 'Question 2' });
    expect(within(order).getByRole('listitem').textContent).toBe('MercuryRight 1 of 2');
    expect(screen.queryByRole('region', { name: 'Essay' })).toBeNull();
  });

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
