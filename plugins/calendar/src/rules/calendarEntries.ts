import { isNoCloseDate, isNoDate } from '@lms/sdk/rules';
import { ENTRY_KINDS, type CalendarEntry, type CalendarStatus, type EntryKind } from '../calls/calendarCalls.ts';

/** An activity with the dates that apply to one reader (their own schedule over the activity's). */
export interface DatedActivity {
  id: string;
  title: string;
  lessonId: string | null;
  lessonTitle: string | null;
  /** The lesson's number in the course (1-based); null without a lesson. */
  lessonNumber: number | null;
  /** The page it sits on; null for a custom column. */
  pageId: string | null;
  openDate: Date | null;
  dueDate: Date | null;
  closeDate: Date | null;
}

export interface EntryOptions {
  courseId: string;
  now: Date;
  /** The course's no_lesson_title_on_calendar flag. */
  noLessonTitle: boolean;
}

/**
 * Part 3 §4 Calendar status: scheduled before the open date, closed from the
 * close date (a 'No close' date, part 3 §9, never closes), open between; the
 * boundaries belong to the later state.
 */
export function calendarStatus(dates: Pick<DatedActivity, 'openDate' | 'closeDate'>, now: Date): CalendarStatus {
  const at = now.getTime();
  if (dates.openDate !== null && at < dates.openDate.getTime()) return 'scheduled';
  if (dates.closeDate !== null && !isNoCloseDate(dates.closeDate) && at >= dates.closeDate.getTime()) return 'closed';
  return 'open';
}

/** A date that means "no date": the 2199-12-31 sentinel, and for a close date any 'No close' date (part 3 §9). */
function shownDate(kind: EntryKind, date: Date | null): Date | null {
  if (date === null || isNoDate(date)) return null;
  return kind === 'close' && isNoCloseDate(date) ? null : date;
}

const dateOf = (activity: DatedActivity, kind: EntryKind): Date | null =>
  kind === 'open' ? activity.openDate : kind === 'due' ? activity.dueDate : activity.closeDate;

/**
 * Part 3 §5 Calendar: an entry's lesson index is its lesson's number; an
 * activity without a lesson (a custom column) keeps the lesson 1 default.
 */
export function lessonIndex(activity: DatedActivity): number {
  return activity.lessonNumber ?? 1;
}

/** The link to an activity's page; a custom column (no page) links to the grades. */
export function activityLink(courseId: string, activity: DatedActivity): string {
  return activity.lessonId !== null && activity.pageId !== null ? `/${courseId}/${activity.lessonId}/${activity.pageId}` : `/${courseId}/gradebook`;
}

/** Part 3 §3 Calendar entry: one per date an activity has (open, due, close). */
export function entriesOf(activity: DatedActivity, options: EntryOptions): CalendarEntry[] {
  const status = calendarStatus(activity, options.now);
  const entries: CalendarEntry[] = [];
  for (const kind of ENTRY_KINDS) {
    const date = shownDate(kind, dateOf(activity, kind));
    if (date === null) continue;
    entries.push({
      id: `${activity.id}-${kind}`,
      activity_id: activity.id,
      kind,
      date: date.toISOString(),
      status,
      lessonName: options.noLessonTitle ? null : activity.lessonTitle,
      quizName: activity.title,
      link: activityLink(options.courseId, activity),
      index: lessonIndex(activity),
    });
  }
  return entries;
}

/** Every entry of these activities (given in reading order) by date; on one date, reading order, then open, due, close. */
export function calendarEntries(activities: readonly DatedActivity[], options: EntryOptions): CalendarEntry[] {
  const ordered = activities.flatMap((activity, order) => entriesOf(activity, options).map((entry) => ({ entry, order })));
  ordered.sort(
    (a, b) =>
      Date.parse(a.entry.date) - Date.parse(b.entry.date) || a.order - b.order || ENTRY_KINDS.indexOf(a.entry.kind) - ENTRY_KINDS.indexOf(b.entry.kind),
  );
  return ordered.map(({ entry }) => entry);
}

const KIND_WORDS: Record<EntryKind, string> = { open: 'opens', due: 'due', close: 'closes' };

/** The words for an entry's kind ('Quiz 1 opens', 'Quiz 1 due'). */
export const kindWords = (kind: EntryKind): string => KIND_WORDS[kind];

/** An entry's one-line title: the lesson's title first unless the course hides it (no_lesson_title_on_calendar). */
export function entrySummary(entry: Pick<CalendarEntry, 'lessonName' | 'quizName' | 'kind'>): string {
  const what = `${entry.quizName} ${kindWords(entry.kind)}`;
  return entry.lessonName ? `${entry.lessonName}: ${what}` : what;
}
