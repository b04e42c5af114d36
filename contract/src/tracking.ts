/**
 * Activity tracking (issue 21 item 1): what the class dashboard, insights,
 * drilldown and course progress stand on. Core records events (page visits of
 * part 2 §7 audit_trail, the in-course keep-alive, logins, notes, board posts,
 * submissions), rolls them up per student, course, lesson, page and UTC day,
 * and keeps the raw events only for a while (docs/operations.md "Tracking").
 * Readers (the insights plugin, the course cards) read the roll-ups through
 * `coreServices.tracking`; nobody reads the tables themselves.
 */

/** What happened. The three visits are audit_trail's types (part 2 §7). */
export const TRACKING_EVENT_KINDS = [
  'course_home_visit',
  'lesson_home_visit',
  'page_visit',
  /** The in-course keep-alive: the user is still active where they are. */
  'active',
  'note',
  'post',
  'submission',
] as const;
export type TrackingEventKind = (typeof TRACKING_EVENT_KINDS)[number];

/** Kinds that count as a visit in the roll-up's `visits`. */
export const VISIT_KINDS: ReadonlySet<TrackingEventKind> = new Set(['course_home_visit', 'lesson_home_visit', 'page_visit']);

/** One event in one course. `lessonId`/`pageId` say where (null: the course home, or not known). */
export interface TrackingEventInput {
  kind: TrackingEventKind;
  courseId: string;
  userId: string;
  lessonId?: string | null;
  pageId?: string | null;
  /** When it happened; default: the kernel clock's now. */
  at?: Date;
}

/** Days as UTC calendar dates `YYYY-MM-DD`: `from` inclusive, `to` exclusive. */
export interface DayRange {
  from: string;
  to: string;
}

/** One student's sums over a day range. */
export interface StudentActivityTotals {
  userId: string;
  /** Time on task (seconds) from activity windows. */
  seconds: number;
  visits: number;
  notes: number;
  posts: number;
  submissions: number;
  /** Days with any event. */
  activeDays: number;
}

/** Sums for one place of a course (null lesson: the course home; null page: a lesson home). */
export interface PlaceActivityTotals {
  lessonId: string | null;
  pageId: string | null;
  seconds: number;
  visits: number;
  notes: number;
  posts: number;
  submissions: number;
  /** Distinct students with any event there. */
  students: number;
}

/** One day of one lesson (null: the course home). */
export interface DailyActivity {
  day: string;
  lessonId: string | null;
  seconds: number;
  visits: number;
}

export interface LoginTotals {
  userId: string;
  /** Logins in the range. */
  logins: number;
  /** The newest login ever recorded (not only in the range); null when none. */
  lastLoginAt: Date | null;
}

/** A raw event, newest first, as kept for the retention period. */
export interface TrackedEvent {
  kind: TrackingEventKind;
  lessonId: string | null;
  pageId: string | null;
  at: Date;
}

export interface LastSeen {
  userId: string;
  /** The newest event rolled up for the student in the course. */
  at: Date;
  lessonId: string | null;
  pageId: string | null;
}

/** `coreServices.tracking`. */
export interface ActivityTracking {
  /** Takes events to record (buffered: they are written within a second and rolled up by the tracking job). Never throws for the caller. */
  record(events: TrackingEventInput | readonly TrackingEventInput[]): void;
  /** A login of a user (not tied to a course). */
  recordLogin(userId: string, at?: Date): void;
  /** Writes what is buffered and rolls every recorded event up, so what readers read next is live. Readers call it before reading. */
  catchUp(): Promise<void>;

  /** Per student with any event in the range (restricted to `userIds` when given). */
  studentTotals(courseId: string, range: DayRange, userIds?: readonly string[]): Promise<StudentActivityTotals[]>;
  /** Per place visited in the range (one student's when `userId` is given). */
  placeTotals(courseId: string, range: DayRange, userId?: string): Promise<PlaceActivityTotals[]>;
  /** Notes written in each of these lessons, every day kept (0 for a lesson without any): the dashboard's notes tile. */
  lessonNotes(courseId: string, lessonIds: readonly string[]): Promise<Record<string, number>>;
  /** Per day and lesson (one student's when `userId` is given), oldest first. */
  dailyActivity(courseId: string, range: DayRange, userId?: string): Promise<DailyActivity[]>;
  /** Logins of these users in the range. */
  logins(userIds: readonly string[], range: DayRange): Promise<LoginTotals[]>;
  /** One student's newest raw events in a course (at most `limit`, within the retention period). */
  recentEvents(courseId: string, userId: string, limit: number): Promise<TrackedEvent[]>;
  /** The newest tracked moment of each student in the course (those given, or all with any). */
  lastSeen(courseId: string, userIds?: readonly string[]): Promise<LastSeen[]>;
}

/** `YYYY-MM-DD` of a moment's UTC day. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The day range of the `days` days ending with `end`'s UTC day (inclusive), e.g. the past week. */
export function lastDays(end: Date, days: number): DayRange {
  const to = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate() + 1));
  const from = new Date(to.getTime() - days * 86_400_000);
  return { from: utcDay(from), to: utcDay(to) };
}
