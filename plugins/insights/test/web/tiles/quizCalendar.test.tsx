import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { QuizCalendar } from '../../../src/web/tiles/QuizCalendar.tsx';
import { COURSE, LESSON_1, renderTiles, violations } from './tilesFixture.tsx';

const STATUSES = ['closed', 'open', 'scheduled'] as const;

function entry(index: number) {
  return {
    id: `entry-${index}`,
    activity_id: `6d000000000000000000${String(index).padStart(4, '0')}`,
    kind: 'due' as const,
    date: new Date(Date.UTC(2030, 2, 1 + index, 23, 59)).toISOString(),
    status: STATUSES[index % 3]!,
    lessonName: 'Numbers',
    quizName: `Quiz ${index + 1}`,
    link: `/${COURSE}/${LESSON_1}/6d0000000000000000000e01`,
    index: 1,
  };
}

const all = Array.from({ length: 13 }, (_, index) => entry(index));

describe('QuizCalendar', () => {
  it("lists the calendar's first 10 entries with their status, then the rest on 'More'", async () => {
    const { container } = renderTiles(<QuizCalendar courseId={COURSE} />, {
      [`GET calendar/${COURSE}/entries`]: () => ({ entries: all.slice(0, 10), total: 13, page_size: 10 }),
      [`GET calendar/${COURSE}/entries?limit=20`]: () => ({ entries: all, total: 13, page_size: 10 }),
    });
    const list = await screen.findByRole('list', { name: 'Quiz calendar, 10 of 13' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]!.textContent).toContain('closed');
    expect(items[1]!.textContent).toContain('open');
    expect(items[2]!.textContent).toContain('scheduled');
    expect(items[0]!.textContent).toContain('Lesson 1: Numbers');
    expect(within(items[0]!).getByRole('link', { name: 'Quiz 1' }).getAttribute('href')).toBe(`/${COURSE}/${LESSON_1}/6d0000000000000000000e01`);
    expect(await violations(container)).toEqual([]);

    screen.getByRole('button', { name: 'More' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Quiz calendar, 13 of 13' })).getAllByRole('listitem')).toHaveLength(13));
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('says when nothing is dated yet', async () => {
    renderTiles(<QuizCalendar courseId={COURSE} />, { [`GET calendar/${COURSE}/entries`]: () => ({ entries: [], total: 0, page_size: 10 }) });
    expect(await screen.findByText('No dated quizzes yet.')).toBeTruthy();
  });
});
