import { describe, expect, it } from 'vitest';
import { calendarEntries, calendarStatus, entrySummary, lessonIndex, type DatedActivity } from '../../src/rules/calendarEntries.ts';

const COURSE = '6d0000000000000000000c01';
const at = (iso: string) => new Date(iso);

const activity = (overrides: Partial<DatedActivity> = {}): DatedActivity => ({
  id: '6d00000000000000000000a1',
  title: 'Quiz 1',
  lessonId: '6d0000000000000000000101',
  lessonTitle: 'Numbers',
  lessonNumber: 2,
  pageId: '6d0000000000000000000201',
  openDate: at('2030-03-01T09:00:00Z'),
  dueDate: at('2030-03-15T23:59:00Z'),
  closeDate: at('2030-03-20T23:59:00Z'),
  ...overrides,
});

describe('calendar status (part 3 §4)', () => {
  const dates = activity();
  it('is scheduled up to the open date, open from it, closed from the close date', () => {
    expect(calendarStatus(dates, at('2030-03-01T08:59:59.999Z'))).toBe('scheduled');
    expect(calendarStatus(dates, at('2030-03-01T09:00:00Z'))).toBe('open');
    expect(calendarStatus(dates, at('2030-03-16T00:00:00Z'))).toBe('open');
    expect(calendarStatus(dates, at('2030-03-20T23:58:59.999Z'))).toBe('open');
    expect(calendarStatus(dates, at('2030-03-20T23:59:00Z'))).toBe('closed');
  });

  it('is open without dates, and a No close date (2198 on) never closes', () => {
    expect(calendarStatus({ openDate: null, closeDate: null }, at('2030-01-01T00:00:00Z'))).toBe('open');
    expect(calendarStatus({ openDate: null, closeDate: at('2198-06-01T00:00:00Z') }, at('2199-01-01T00:00:00Z'))).toBe('open');
  });
});

describe('calendar entries (part 3 §3)', () => {
  const options = { courseId: COURSE, now: at('2030-03-10T00:00:00Z'), noLessonTitle: false };

  it('makes one entry per date, with the lesson, the link to the page and the lesson index', () => {
    expect(calendarEntries([activity()], options)).toEqual(
      (['open', 'due', 'close'] as const).map((kind, i) => ({
        id: `6d00000000000000000000a1-${kind}`,
        activity_id: '6d00000000000000000000a1',
        kind,
        date: ['2030-03-01T09:00:00.000Z', '2030-03-15T23:59:00.000Z', '2030-03-20T23:59:00.000Z'][i],
        status: 'open',
        lessonName: 'Numbers',
        quizName: 'Quiz 1',
        link: `/${COURSE}/6d0000000000000000000101/6d0000000000000000000201`,
        index: 2,
      })),
    );
  });

  it('skips the no-date sentinel and a No close date', () => {
    const entries = calendarEntries([activity({ openDate: at('2199-12-31T23:59:00Z'), closeDate: at('2198-01-02T00:00:00Z') })], options);
    expect(entries.map((entry) => entry.kind)).toEqual(['due']);
  });

  it('hides lesson titles when the course sets no_lesson_title_on_calendar', () => {
    const [entry] = calendarEntries([activity()], { ...options, noLessonTitle: true });
    expect(entry!.lessonName).toBeNull();
    expect(entrySummary(entry!)).toBe('Quiz 1 opens');
    expect(entrySummary({ lessonName: 'Numbers', quizName: 'Quiz 1', kind: 'due' })).toBe('Numbers: Quiz 1 due');
    expect(entrySummary({ lessonName: 'Numbers', quizName: 'Quiz 1', kind: 'close' })).toBe('Numbers: Quiz 1 closes');
  });

  it('orders by date, then reading order, then open, due, close', () => {
    const same = at('2030-03-05T10:00:00Z');
    const first = activity({ id: 'a', openDate: null, dueDate: same, closeDate: same });
    const second = activity({ id: 'b', openDate: at('2030-03-02T00:00:00Z'), dueDate: same, closeDate: null });
    expect(calendarEntries([first, second], options).map((entry) => entry.id)).toEqual(['b-open', 'a-due', 'a-close', 'b-due']);
  });

  it('links a custom column to the grades and keeps the lesson 1 default without a lesson (part 3 §5)', () => {
    const column = activity({ lessonId: null, lessonTitle: null, lessonNumber: null, pageId: null });
    const [entry] = calendarEntries([column], options);
    expect(entry).toMatchObject({ link: `/${COURSE}/gradebook`, index: 1, lessonName: null });
    expect(lessonIndex(activity({ lessonNumber: 3 }))).toBe(3);
  });
});
