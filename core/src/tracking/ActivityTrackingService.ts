import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Clock } from '@lms/contract/services.ts';
import { TRACKING_EVENT_KINDS, utcDay, type ActivityTracking, type TrackingEventInput } from '@lms/contract/tracking.ts';
import { TrackingReader } from './TrackingReader.ts';
import { TrackingRollUp, TRACKING_WRITE_LOCK } from './TrackingRollUp.ts';

export interface TrackingTiming {
  /** How long a recorded event may wait in the buffer before it is written (ms). */
  flushMs: number;
  /** A buffer this long is written at once. */
  flushRows: number;
  /** How often the roll-up runs while the kernel runs (ms). */
  rollUpMs: number;
  /** Raw events older than this many days are deleted (the roll-ups stay). */
  retentionDays: number;
  /** Events beyond this many are dropped (with a warning) while the database does not take them. */
  maxBuffered: number;
}

export const DEFAULT_TRACKING_TIMING: TrackingTiming = { flushMs: 250, flushRows: 1000, rollUpMs: 60_000, retentionDays: 35, maxBuffered: 100_000 };

/** An event whose moment is this far ahead of the clock is refused (a bad clock, a bad caller). */
const FUTURE_SLACK_MS = 5 * 60_000;
const ID_MAX = 24;
const KINDS = new Set<string>(TRACKING_EVENT_KINDS);
/** Rows per INSERT (7 parameters each; PostgreSQL allows 65,535 parameters). */
const INSERT_ROWS = 5000;

interface EventRow {
  course_id: string;
  user_id: string;
  kind: string;
  lesson_id: string | null;
  page_id: string | null;
  at: Date;
}

interface LoginRow {
  user_id: string;
  at: Date;
}

const goodId = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= ID_MAX;
const optionalId = (value: unknown): boolean => value === undefined || value === null || goodId(value);

/**
 * `coreServices.tracking`: a write-behind buffer in front of `tracking_events`
 * (record() only pushes onto an array; one writer at a time empties it with
 * multi-row INSERTs every `flushMs` or at `flushRows`), the roll-up on a timer,
 * retention, and the readers.
 */
export class ActivityTrackingService extends TrackingReader implements ActivityTracking {
  readonly #rollUp: TrackingRollUp;
  #events: EventRow[] = [];
  #logins: LoginRow[] = [];
  #flushTimer: NodeJS.Timeout | null = null;
  #rollUpTimer: NodeJS.Timeout | null = null;
  /** The writer: flushes run one after another. */
  #writing: Promise<void> = Promise.resolve();
  /** Roll-ups (timer and catchUp) run one after another in this process; across nodes the watermark row's lock orders them. */
  #rolling: Promise<unknown> = Promise.resolve();
  /** The roll-up waiting for the one before it to finish (not started yet), if any. */
  #queued: Promise<number> | null = null;
  #stopped = false;
  #droppedWarned = false;
  readonly timing: TrackingTiming;

  constructor(
    private readonly database: Knex,
    private readonly clock: Clock,
    private readonly logger: Logger,
    timing: Partial<TrackingTiming> = {},
  ) {
    super(database);
    this.timing = { ...DEFAULT_TRACKING_TIMING, ...timing };
    this.#rollUp = new TrackingRollUp(database);
  }

  record(events: TrackingEventInput | readonly TrackingEventInput[]): void {
    try {
      const list = Array.isArray(events) ? (events as readonly TrackingEventInput[]) : [events as TrackingEventInput];
      if (list.length === 0) return;
      const now = this.clock.now();
      for (const event of list) {
        const row = this.#row(event, now);
        if (row) this.#events.push(row);
      }
      this.#buffered();
    } catch (err) {
      this.logger.warn({ err }, 'tracking: an event could not be taken');
    }
  }

  recordLogin(userId: string, at?: Date): void {
    try {
      if (!goodId(userId)) return;
      const when = at instanceof Date && !Number.isNaN(at.getTime()) ? at : this.clock.now();
      this.#logins.push({ user_id: userId, at: when });
      this.#buffered();
    } catch (err) {
      this.logger.warn({ err }, 'tracking: a login could not be taken');
    }
  }

  async catchUp(): Promise<void> {
    await this.flush();
    await this.rollUp();
  }

  /** Writes what is buffered now (and waits for the writes before it). Never rejects. */
  flush(): Promise<void> {
    if (this.#flushTimer) clearTimeout(this.#flushTimer);
    this.#flushTimer = null;
    this.#writing = this.#writing.then(() => this.#write());
    return this.#writing;
  }

  /** Rolls up every event committed so far; answers how many. Rejects when the database does. */
  rollUp(): Promise<number> {
    // A roll-up not started yet covers every event committed before it starts, so a caller arriving
    // meanwhile shares it: the dashboard's 8 calls at once (each catching up) run one or two, not 8 in a row.
    if (this.#queued) return this.#queued;
    const run = this.#rolling.then(() => {
      this.#queued = null;
      return this.#rollUp.run();
    });
    this.#queued = run;
    this.#rolling = run.catch(() => undefined);
    return run;
  }

  /** Deletes raw events older than the retention period that are rolled up; answers how many. */
  async purgeRawEvents(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - this.timing.retentionDays * 86_400_000);
    const state = (await this.database('tracking_rollup').where({ id: 1 }).first('last_event_id')) as { last_event_id: string | number };
    let total = 0;
    // In slices, so a first purge of a large table never holds one long transaction.
    for (;;) {
      const deleted = await this.database('tracking_events')
        .whereIn('id', this.database('tracking_events').where('at', '<', before).andWhere('id', '<=', state.last_event_id).limit(10_000).select('id'))
        .delete();
      total += deleted;
      if (deleted < 10_000) return total;
    }
  }

  /** Starts the recurring roll-up and retention (the kernel calls it once it runs its jobs). Timers never hold the process open. */
  start(): void {
    if (this.#stopped || this.#rollUpTimer) return;
    const tick = (): void => {
      this.#rollUpTimer = null;
      void this.#maintain().finally(() => {
        if (!this.#stopped) {
          this.#rollUpTimer = setTimeout(tick, this.timing.rollUpMs);
          this.#rollUpTimer.unref();
        }
      });
    };
    this.#rollUpTimer = setTimeout(tick, this.timing.rollUpMs);
    this.#rollUpTimer.unref();
  }

  /** At kernel stop, before the database closes: no more timers; the buffer is written; a running roll-up finishes. */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#rollUpTimer) clearTimeout(this.#rollUpTimer);
    this.#rollUpTimer = null;
    await this.flush();
    await this.#rolling;
  }

  /** Events and logins waiting in the buffer. */
  get buffered(): number {
    return this.#events.length + this.#logins.length;
  }

  async #maintain(): Promise<void> {
    try {
      await this.flush();
      const rolled = await this.rollUp();
      const purged = await this.purgeRawEvents();
      if (rolled || purged) this.logger.debug({ rolled, purged }, 'tracking roll-up');
    } catch (err) {
      this.logger.warn({ err }, 'tracking roll-up failed; the next run takes it up again');
    }
  }

  #row(event: TrackingEventInput, now: Date): EventRow | null {
    if (!event || !KINDS.has(event.kind) || !goodId(event.courseId) || !goodId(event.userId) || !optionalId(event.lessonId) || !optionalId(event.pageId)) {
      this.logger.warn({ event }, 'tracking: an event that is not well formed is dropped');
      return null;
    }
    let at = now;
    if (event.at !== undefined) {
      if (!(event.at instanceof Date) || Number.isNaN(event.at.getTime()) || event.at.getTime() > now.getTime() + FUTURE_SLACK_MS) {
        this.logger.warn({ event }, 'tracking: an event without a believable moment is dropped');
        return null;
      }
      at = event.at;
    }
    return { course_id: event.courseId, user_id: event.userId, kind: event.kind, lesson_id: event.lessonId ?? null, page_id: event.pageId ?? null, at };
  }

  #buffered(): void {
    const size = this.#events.length + this.#logins.length;
    if (size > this.timing.maxBuffered) {
      const excess = size - this.timing.maxBuffered;
      this.#events.splice(0, Math.min(excess, this.#events.length));
      if (!this.#droppedWarned) this.logger.error({ dropped: excess }, 'tracking: the buffer is full (is the database down?); the oldest events are dropped');
      this.#droppedWarned = true;
    }
    if (size >= this.timing.flushRows) {
      void this.flush();
    } else if (!this.#flushTimer) {
      this.#flushTimer = setTimeout(() => void this.flush(), this.timing.flushMs);
      this.#flushTimer.unref();
    }
  }

  /** One flush: takes the buffer and writes it; a failed write goes back to the front of the buffer to be tried at the next flush. */
  async #write(): Promise<void> {
    const events = this.#events;
    const logins = this.#logins;
    if (events.length === 0 && logins.length === 0) return;
    this.#events = [];
    this.#logins = [];
    try {
      if (events.length) {
        await this.database.transaction(async (trx) => {
          // Writers share this lock; the roll-up takes it alone for an instant to read an id horizon every writer has committed below.
          await trx.raw('select pg_advisory_xact_lock_shared(?)', [TRACKING_WRITE_LOCK]);
          for (let start = 0; start < events.length; start += INSERT_ROWS) await trx('tracking_events').insert(events.slice(start, start + INSERT_ROWS));
        });
      }
      if (logins.length) await this.#writeLogins(logins);
      this.#droppedWarned = false;
    } catch (err) {
      this.logger.warn({ err, events: events.length, logins: logins.length }, 'tracking write failed; kept for the next flush');
      this.#events = [...events, ...this.#events];
      this.#logins = [...logins, ...this.#logins];
      if (!this.#stopped && !this.#flushTimer) {
        this.#flushTimer = setTimeout(() => void this.flush(), Math.max(this.timing.flushMs, 1000));
        this.#flushTimer.unref();
      }
    }
  }

  async #writeLogins(logins: readonly LoginRow[]): Promise<void> {
    const byDay = new Map<string, { user_id: string; day: string; logins: number; last_at: Date }>();
    for (const login of logins) {
      const day = utcDay(login.at);
      const key = `${login.user_id}|${day}`;
      const entry = byDay.get(key);
      if (entry) {
        entry.logins += 1;
        if (login.at > entry.last_at) entry.last_at = login.at;
      } else byDay.set(key, { user_id: login.user_id, day, logins: 1, last_at: login.at });
    }
    // A login of a user deleted meanwhile would break the foreign key: only users that exist.
    const rows = [...byDay.values()];
    const existing = new Set((await this.database('users').whereIn('id', [...new Set(rows.map((row) => row.user_id))]).pluck('id')) as string[]);
    const kept = rows.filter((row) => existing.has(row.user_id));
    if (!kept.length) return;
    await this.database('tracking_logins')
      .insert(kept)
      .onConflict(['user_id', 'day'])
      .merge({ logins: this.database.raw('tracking_logins.logins + excluded.logins'), last_at: this.database.raw('greatest(tracking_logins.last_at, excluded.last_at)') });
  }
}
