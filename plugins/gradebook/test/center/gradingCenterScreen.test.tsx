import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { fakeApiClient } from '@lms/sdk/testing/web';
import GradingCenterScreen from '../../src/web/gradingCenter/GradingCenterScreen.tsx';
import type { WaitingActivity } from '../../src/calls/gradingCenterCalls.ts';
import { COURSE, renderScreen } from './screenFixture.tsx';

const QUIZ = '6d00000000000000000000f1';
const BOARD = '6d00000000000000000000b1';
const ESSAY = '6d00000000000000000000e1';

const waiting = (component_id: string, title: string, type: string, count: number, hour: number): WaitingActivity => ({
  activity_id: component_id.replace(/^6d/, '6a'),
  component_id,
  title,
  type,
  waiting: count,
  oldest_submitted_at: new Date(Date.UTC(2030, 2, 1, hour)).toISOString(),
});

const center = (activities: WaitingActivity[]) => fakeApiClient({ [`GET gradebook/${COURSE}/grading_center`]: () => ({ activities }) });

describe('GradingCenterScreen', () => {
  it('lists the activities with work waiting, in the order answered (oldest first), with the screens that grade each', async () => {
    const api = center([waiting(BOARD, 'Week 1 discussion', 'board', 2, 1), waiting(QUIZ, 'Cell quiz', 'assessment', 5, 2), waiting(ESSAY, 'Lab report', 'project', 1, 3)]);
    renderScreen(GradingCenterScreen, { courseId: COURSE }, api);
    const grid = await screen.findByRole('grid', { name: 'Activities with work waiting' });
    expect(within(grid).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Week 1 discussion', 'Cell quiz', 'Lab report']);
    const links = within(grid).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Grade the board', `/${COURSE}/grading_center/board/${BOARD}`],
      ['Grade by student', `/${COURSE}/grading_center/${QUIZ}/bystudent`],
      ['Grade by question', `/${COURSE}/grading_center/${QUIZ}/byquestion`],
    ]);
    const quizRow = within(grid).getAllByRole('row').find((row) => row.textContent?.includes('Cell quiz'))!;
    expect(within(quizRow).getAllByRole('gridcell').map((cell) => cell.textContent)).toContain('5');
    expect(within(grid).getByText('In the gradebook')).toBeTruthy();
  });

  it('moves to the grading screen without reloading the app', async () => {
    const { navigations } = renderScreen(GradingCenterScreen, { courseId: COURSE }, center([waiting(QUIZ, 'Cell quiz', 'assessment', 1, 1)]));
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Grade by question' }));
    expect(navigations).toEqual([`/${COURSE}/grading_center/${QUIZ}/byquestion`]);
  });

  it('says when nothing is waiting', async () => {
    renderScreen(GradingCenterScreen, { courseId: COURSE }, center([]));
    expect((await screen.findByText('No work is waiting to be graded.')).getAttribute('role')).toBe('status');
  });
});
