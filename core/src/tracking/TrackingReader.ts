import type { Knex } from 'knex';
import type { DailyActivity, DayRange, LastSeen, LoginTotals, PlaceActivityTotals, StudentActivityTotals, TrackedEvent, TrackingEventKind } from '@lms/contract/tracking.ts';
import { KeptByVersion } from '../database/KeptByVersion.ts';

/** '' in the roll-up's place columns means "none" (they are part of its key). */
const orNull = (value: string | null): string | null => (value === '' || value === null ? null : value);
const int = (value: unknown): number => Number(value ?? 0);

/** What the kept sums may weigh in all, in rows (a 2,000-student course's week is 2,000 rows of a few numbers). */
const KEPT_ROWS = 200_000;

/**
 * The read half of `coreServices.tracking`: sums over `tracking_days`, logins, raw events and windows.
 * A course's sums over the roll-ups (`tracking_days`, `tracking_windows`) are kept between requests while
 * the course's tracking version holds (`tracking_versions`, bumped by triggers in the roll-up's own transaction); logins and raw events are read every time.
 */
export class TrackingReader {
  readonly #kept = new KeptByVersion(KEPT_ROWS);

  constructor(private readonly db: Knex) {}

  /**
   * `read`'s answer kept under `key` for the course's tracking version read before it: the statement then sees
   * at least that version's rows, so what is kept is never older than the version it is kept under. Rows are
   * frozen and each caller gets its own array.
   */
  async #keptRows<T extends object>(courseId: string, key: string, read: () => Promise<T[]>): Promise<T[]> {
    const version = await this.#version(courseId);
    const kept = this.#kept.get<T[]>(`${courseId} ${key}`, version);
    if (kept) return [...kept];
    const rows = await read();
    this.#kept.set(`${courseId} ${key}`, version, rows.map((row) => Object.freeze(row)), rows.length + 1);
    return [...rows];
  }

  async #version(courseId: string): Promise<string> {
    const row = (await this.db('tracking_versions').where({ course_id: courseId }).first('version')) as { version: string | number } | undefined;
    return row ? String(row.version) : '0';
  }

  async studentTotals(courseId: string, range: DayRange, userIds?: readonly string[]): Promise<StudentActivityTotals[]> {
    // A whole course's sums are kept (the dashboard's tiles read them); one student's are read (one round trip, not two).
    if (userIds) return this.#studentTotals(courseId, range, userIds);
    return this.#keptRows(courseId, `studentTotals ${range.from} ${range.to}`, () => this.#studentTotals(courseId, range));
  }

  async #studentTotals(courseId: string, range: DayRange, userIds?: readonly string[]): Promise<StudentActivityTotals[]> {
    // Per student and day first, then per student: both hash aggregates (a count(distinct day) sorted the course's rows of the range, 50 -> 30 ms at 2,000 students).
    const days = this.db('tracking_days')
      .where('course_id', courseId)
      .andWhere('day', '>=', range.from)
      .andWhere('day', '<', range.to)
      .groupBy('user_id', 'day')
      .select('user_id')
      .sum({ seconds: 'seconds', visits: 'visits', notes: 'notes', posts: 'posts', submissions: 'submissions' });
    if (userIds) days.whereIn('user_id', [...userIds]);
    const query = this.db
      .from(days.as('d'))
      .groupBy('user_id')
      .select('user_id')
      .sum({ seconds: 'seconds', visits: 'visits', notes: 'notes', posts: 'posts', submissions: 'submissions' })
      .select(this.db.raw('count(*) as active_days'))
      .orderBy('user_id');
    const rows = (await query) as Array<Record<string, unknown>>;
    return rows.map((row) => ({
      userId: String(row.user_id),
      seconds: int(row.seconds),
      visits: int(row.visits),
      notes: int(row.notes),
      posts: int(row.posts),
      submissions: int(row.submissions),
      activeDays: int(row.active_days),
    }));
  }

  placeTotals(courseId: string, range: DayRange, userId?: string): Promise<PlaceActivityTotals[]> {
    if (userId) return this.#placeTotals(courseId, range, userId);
    return this.#keptRows(courseId, `placeTotals ${range.from} ${range.to}`, () => this.#placeTotals(courseId, range));
  }

  async #placeTotals(courseId: string, range: DayRange, userId?: string): Promise<PlaceActivityTotals[]> {
    // Per place and student first, then per place (students: the first level's rows): both hash aggregates, where
    // count(distinct user_id) sorted the course's rows of the range on disk (85 -> 50 ms a week at 2,000 students).
    const perStudent = this.db('tracking_days')
      .where('course_id', courseId)
      .andWhere('day', '>=', range.from)
      .andWhere('day', '<', range.to)
      .groupBy('lesson_id', 'page_id', 'user_id')
      .select('lesson_id', 'page_id')
      .sum({ seconds: 'seconds', visits: 'visits', notes: 'notes', posts: 'posts', submissions: 'submissions' });
    if (userId) perStudent.andWhere('user_id', userId);
    const query = this.db
      .from(perStudent.as('p'))
      .groupBy('lesson_id', 'page_id')
      .select('lesson_id', 'page_id')
      .sum({ seconds: 'seconds', visits: 'visits', notes: 'notes', posts: 'posts', submissions: 'submissions' })
      .select(this.db.raw('count(*) as students'))
      .orderBy([{ column: 'lesson_id' }, { column: 'page_id' }]);
    const rows = (await query) as Array<Record<string, unknown>>;
    return rows.map((row) => ({
      lessonId: orNull(row.lesson_id as string),
      pageId: orNull(row.page_id as string),
      seconds: int(row.seconds),
      visits: int(row.visits),
      notes: int(row.notes),
      posts: int(row.posts),
      submissions: int(row.submissions),
      students: int(row.students),
    }));
  }

  async lessonNotes(courseId: string, lessonIds: readonly string[]): Promise<Record<string, number>> {
    const counts: Record<string, number> = Object.fromEntries(lessonIds.map((id) => [id, 0]));
    if (lessonIds.length === 0) return counts;
    const lessons = [...new Set(lessonIds)].sort();
    // Only the lessons asked about: the whole term per place (placeTotals) counted distinct students too.
    const rows = await this.#keptRows(courseId, `lessonNotes ${lessons.join(' ')}`, async () => {
      const sums = (await this.db('tracking_days').where('course_id', courseId).whereIn('lesson_id', lessons).groupBy('lesson_id').select('lesson_id').sum({ notes: 'notes' })) as Array<Record<string, unknown>>;
      return sums.map((row) => ({ lessonId: row.lesson_id as string, notes: int(row.notes) }));
    });
    for (const row of rows) counts[row.lessonId] = row.notes;
    return counts;
  }

  dailyActivity(courseId: string, range: DayRange, userId?: string): Promise<DailyActivity[]> {
    if (userId) return this.#dailyActivity(courseId, range, userId);
    return this.#keptRows(courseId, `dailyActivity ${range.from} ${range.to}`, () => this.#dailyActivity(courseId, range));
  }

  async #dailyActivity(courseId: string, range: DayRange, userId?: string): Promise<DailyActivity[]> {
    const query = this.db('tracking_days')
      .where('course_id', courseId)
      .andWhere('day', '>=', range.from)
      .andWhere('day', '<', range.to)
      .groupBy('day', 'lesson_id')
      .select(this.db.raw("to_char(day, 'YYYY-MM-DD') as day"), 'lesson_id')
      .sum({ seconds: 'seconds', visits: 'visits' })
      .orderBy([{ column: 'day' }, { column: 'lesson_id' }]);
    if (userId) query.andWhere('user_id', userId);
    const rows = (await query) as Array<Record<string, unknown>>;
    return rows.map((row) => ({ day: String(row.day), lessonId: orNull(row.lesson_id as string), seconds: int(row.seconds), visits: int(row.visits) }));
  }

  async logins(userIds: readonly string[], range: DayRange): Promise<LoginTotals[]> {
    if (userIds.length === 0) return [];
    const rows = (await this.db('tracking_logins')
      .whereIn('user_id', [...userIds])
      .groupBy('user_id')
      .select('user_id')
      .select(this.db.raw('coalesce(sum(logins) filter (where day >= ? and day < ?), 0) as logins', [range.from, range.to]))
      .max({ last_at: 'last_at' })
      .orderBy('user_id')) as Array<Record<string, unknown>>;
    return rows.map((row) => ({ userId: String(row.user_id), logins: int(row.logins), lastLoginAt: row.last_at ? new Date(row.last_at as string) : null }));
  }

  async recentEvents(courseId: string, userId: string, limit: number): Promise<TrackedEvent[]> {
    const rows = (await this.db('tracking_events')
      .where({ course_id: courseId, user_id: userId })
      .orderBy([{ column: 'at', order: 'desc' }, { column: 'id', order: 'desc' }])
      .limit(limit)
      .select('kind', 'lesson_id', 'page_id', 'at')) as Array<{ kind: TrackingEventKind; lesson_id: string | null; page_id: string | null; at: Date | string }>;
    return rows.map((row) => ({ kind: row.kind, lessonId: row.lesson_id, pageId: row.page_id, at: new Date(row.at) }));
  }

  async lastSeen(courseId: string, userIds?: readonly string[]): Promise<LastSeen[]> {
    // A whole course's is kept; named students' are read. Each caller gets its own Date objects (they are mutable).
    if (userIds) return this.#lastSeen(courseId, userIds);
    const rows = await this.#keptRows(courseId, 'lastSeen', () => this.#lastSeen(courseId));
    return rows.map((row) => ({ ...row, at: new Date(row.at.getTime()) }));
  }

  async #lastSeen(courseId: string, userIds?: readonly string[]): Promise<LastSeen[]> {
    const query = this.db('tracking_windows').where('course_id', courseId).select('user_id', 'last_at', 'lesson_id', 'page_id').orderBy('user_id');
    if (userIds) query.whereIn('user_id', [...userIds]);
    const rows = (await query) as Array<{ user_id: string; last_at: Date | string; lesson_id: string; page_id: string }>;
    return rows.map((row) => ({ userId: row.user_id, at: new Date(row.last_at), lessonId: orNull(row.lesson_id), pageId: orNull(row.page_id) }));
  }
}
