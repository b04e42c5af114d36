import type { Knex } from 'knex';
import { utcDay, VISIT_KINDS, type TrackingEventKind } from '@lms/contract/tracking.ts';
import { windowSeconds } from './activityWindows.ts';

interface EventRow {
  id: string;
  course_id: string;
  user_id: string;
  kind: TrackingEventKind;
  lesson_id: string | null;
  page_id: string | null;
  at: Date | string;
}

interface WindowRow {
  course_id: string;
  user_id: string;
  last_at: Date;
  lesson_id: string;
  page_id: string;
}

interface DayDelta {
  course_id: string;
  day: string;
  user_id: string;
  lesson_id: string;
  page_id: string;
  seconds: number;
  visits: number;
  notes: number;
  posts: number;
  submissions: number;
}

/**
 * The advisory lock between ingest and the roll-up. Every write of raw events
 * holds it shared for its transaction; the roll-up takes it exclusively for an
 * instant and reads max(id): by then every id at or below it is committed (or
 * rolled back), so the roll-up never passes an id that commits later.
 */
export const TRACKING_WRITE_LOCK = 0x7472_6b21;

const COUNTED: Partial<Record<TrackingEventKind, 'notes' | 'posts' | 'submissions'>> = { note: 'notes', post: 'posts', submission: 'submissions' };

/**
 * Rolls raw events up into `tracking_days` in batches, in id order, one
 * transaction per batch: the day sums, each student's window and the
 * watermark move together, so a batch is rolled up once or not at all.
 */
export class TrackingRollUp {
  constructor(
    private readonly db: Knex,
    private readonly batchSize = 20_000,
  ) {}

  /** Rolls up everything recorded so far; returns how many events it took. */
  async run(): Promise<number> {
    const horizon = await this.horizon();
    let total = 0;
    for (;;) {
      const taken = await this.#batch(horizon);
      total += taken;
      if (taken < this.batchSize) return total;
    }
  }

  /** The newest id below which every event is committed: read while no writer is inside its transaction. */
  horizon(): Promise<string> {
    return this.db.transaction(async (trx) => {
      await trx.raw('select pg_advisory_xact_lock(?)', [TRACKING_WRITE_LOCK]);
      const row = (await trx('tracking_events').max({ id: 'id' }).first()) as { id: string | number | null } | undefined;
      return String(row?.id ?? 0);
    });
  }

  #batch(horizon: string): Promise<number> {
    return this.db.transaction(async (trx) => {
      // One roll-up at a time: the watermark row is the lock.
      const state = (await trx('tracking_rollup').where({ id: 1 }).forUpdate().first('last_event_id')) as { last_event_id: string | number };
      const ids = (await trx('tracking_events').where('id', '>', state.last_event_id).andWhere('id', '<=', horizon).orderBy('id').limit(this.batchSize).pluck('id')) as string[];
      if (ids.length === 0) return 0;
      // Events of a course or user deleted since are skipped (the watermark still passes them).
      const events = (await trx('tracking_events as e')
        .join('courses as c', 'c.id', 'e.course_id')
        .join('users as u', 'u.id', 'e.user_id')
        .where('e.id', '>', state.last_event_id)
        .andWhere('e.id', '<=', ids.at(-1)!)
        .select('e.*')) as EventRow[];
      const windows = await this.#windows(trx, events);
      const deltas = new Map<string, DayDelta>();
      const delta = (courseId: string, userId: string, at: Date, lessonId: string, pageId: string): DayDelta => {
        const day = utcDay(at);
        const key = `${courseId}|${day}|${userId}|${lessonId}|${pageId}`;
        let entry = deltas.get(key);
        if (!entry) {
          entry = { course_id: courseId, day, user_id: userId, lesson_id: lessonId, page_id: pageId, seconds: 0, visits: 0, notes: 0, posts: 0, submissions: 0 };
          deltas.set(key, entry);
        }
        return entry;
      };
      const ordered = [...events].sort(
        (a, b) => a.course_id.localeCompare(b.course_id) || a.user_id.localeCompare(b.user_id) || new Date(a.at).getTime() - new Date(b.at).getTime() || Number(a.id) - Number(b.id),
      );
      for (const event of ordered) {
        const at = new Date(event.at);
        const key = `${event.course_id}|${event.user_id}`;
        const lessonId = event.lesson_id ?? '';
        const pageId = event.page_id ?? '';
        const window = windows.get(key);
        if (window) {
          const seconds = windowSeconds(window.last_at, at);
          if (seconds > 0) delta(event.course_id, event.user_id, window.last_at, window.lesson_id, window.page_id).seconds += seconds;
        }
        const here = delta(event.course_id, event.user_id, at, lessonId, pageId);
        if (VISIT_KINDS.has(event.kind)) here.visits += 1;
        const counted = COUNTED[event.kind];
        if (counted) here[counted] += 1;
        // An event older than the window's end (sent late) does not move the window back.
        if (!window || at >= window.last_at) {
          windows.set(key, { course_id: event.course_id, user_id: event.user_id, last_at: at, lesson_id: lessonId, page_id: pageId });
        }
      }
      await this.#writeDays(trx, [...deltas.values()]);
      await this.#writeWindows(trx, [...windows.values()]);
      await this.#bumpVersions(trx, events);
      await trx('tracking_rollup').where({ id: 1 }).update({ last_event_id: ids.at(-1)!, rolled_at: new Date() });
      return ids.length;
    });
  }

  async #windows(trx: Knex.Transaction, events: readonly EventRow[]): Promise<Map<string, WindowRow>> {
    const pairs = [...new Set(events.map((event) => `${event.course_id}|${event.user_id}`))].map((key) => key.split('|') as [string, string]);
    const windows = new Map<string, WindowRow>();
    for (let start = 0; start < pairs.length; start += 1000) {
      const chunk = pairs.slice(start, start + 1000);
      const rows = (await trx('tracking_windows').whereIn(['course_id', 'user_id'], chunk).select('*')) as WindowRow[];
      for (const row of rows) windows.set(`${row.course_id}|${row.user_id}`, { ...row, last_at: new Date(row.last_at) });
    }
    return windows;
  }

  async #writeDays(trx: Knex.Transaction, rows: readonly DayDelta[]): Promise<void> {
    for (let start = 0; start < rows.length; start += 1000) {
      await trx('tracking_days')
        .insert(rows.slice(start, start + 1000))
        .onConflict(['course_id', 'day', 'user_id', 'lesson_id', 'page_id'])
        .merge({
          seconds: trx.raw('tracking_days.seconds + excluded.seconds'),
          visits: trx.raw('tracking_days.visits + excluded.visits'),
          notes: trx.raw('tracking_days.notes + excluded.notes'),
          posts: trx.raw('tracking_days.posts + excluded.posts'),
          submissions: trx.raw('tracking_days.submissions + excluded.submissions'),
        });
    }
  }

  /**
   * The courses whose rows this batch wrote move their tracking version in the batch's transaction (the readers'
   * kept sums: TrackingReader). Bumped here, once per batch, rather than by insert and update triggers, whose
   * transition tables made each 1,000-row upsert about a fifth slower; deletes (cascades) bump by trigger.
   * Courses in id order, so two roll-ups' transactions would lock them in the same order.
   */
  async #bumpVersions(trx: Knex.Transaction, events: readonly EventRow[]): Promise<void> {
    const courses = [...new Set(events.map((event) => event.course_id))].sort();
    if (courses.length === 0) return;
    await trx('tracking_versions')
      .insert(courses.map((course_id) => ({ course_id, version: 1 })))
      .onConflict('course_id')
      .merge({ version: trx.raw('tracking_versions.version + 1') });
  }

  async #writeWindows(trx: Knex.Transaction, rows: readonly WindowRow[]): Promise<void> {
    for (let start = 0; start < rows.length; start += 1000) {
      await trx('tracking_windows').insert(rows.slice(start, start + 1000)).onConflict(['course_id', 'user_id']).merge(['last_at', 'lesson_id', 'page_id']);
    }
  }
}
