import type { Knex } from 'knex';
import type { DailyActivity, DayRange, LastSeen, LoginTotals, PlaceActivityTotals, StudentActivityTotals, TrackedEvent, TrackingEventKind } from '@lms/contract/tracking.ts';

/** '' in the roll-up's place columns means "none" (they are part of its key). */
const orNull = (value: string | null): string | null => (value === '' || value === null ? null : value);
const int = (value: unknown): number => Number(value ?? 0);

/** The read half of `coreServices.tracking`: sums over `tracking_days`, logins, raw events and windows. */
export class TrackingReader {
  constructor(private readonly db: Knex) {}

  async studentTotals(courseId: string, range: DayRange, userIds?: readonly string[]): Promise<StudentActivityTotals[]> {
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

  async placeTotals(courseId: string, range: DayRange, userId?: string): Promise<PlaceActivityTotals[]> {
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
    // Only the lessons asked about: the whole term per place (placeTotals) counted distinct students too.
    const rows = (await this.db('tracking_days').where('course_id', courseId).whereIn('lesson_id', [...new Set(lessonIds)]).groupBy('lesson_id').select('lesson_id').sum({ notes: 'notes' })) as Array<Record<string, unknown>>;
    for (const row of rows) counts[row.lesson_id as string] = int(row.notes);
    return counts;
  }

  async dailyActivity(courseId: string, range: DayRange, userId?: string): Promise<DailyActivity[]> {
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
    const query = this.db('tracking_windows').where('course_id', courseId).select('user_id', 'last_at', 'lesson_id', 'page_id').orderBy('user_id');
    if (userIds) query.whereIn('user_id', [...userIds]);
    const rows = (await query) as Array<{ user_id: string; last_at: Date | string; lesson_id: string; page_id: string }>;
    return rows.map((row) => ({ userId: row.user_id, at: new Date(row.last_at), lessonId: orNull(row.lesson_id), pageId: orNull(row.page_id) }));
  }
}
