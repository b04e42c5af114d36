import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { BadgeDesk } from '@lms/contract/badges.ts';
import type { CourseAccess } from '@lms/contract/permissions.ts';
import { awardIfAllLessonsVisited } from '../badges/lessonsVisitedRule.ts';

export interface VisitTiming {
  /** How long an accepted visit may wait before it is written (ms). */
  flushMs: number;
  /** This many waiting visits are written at once. */
  flushRows: number;
  /** Visits beyond this many are dropped (with an error) while the database does not take them. */
  maxBuffered: number;
}

export const DEFAULT_VISIT_TIMING: VisitTiming = { flushMs: 250, flushRows: 1000, maxBuffered: 100_000 };

/** Rows per INSERT (6 parameters each; PostgreSQL allows 65,535). */
const INSERT_ROWS = 5000;

export interface VisitRow {
  user_id: string;
  course_id: string;
  type: string;
  lesson_id: string | null;
  page_id: string | null;
  visited_at: Date;
}

interface PendingVisit {
  row: VisitRow;
  access: CourseAccess;
}

/**
 * Write-behind buffer of `content_visits` (issue 21 ingest): a visit accepted by
 * `POST audit_trail` waits at most `flushMs` (or until `flushRows` wait) and is
 * written with the others in one transaction of multi-row INSERTs; the
 * every-lesson-visited badge is then checked once per student and course of the
 * batch, in that transaction, at the moment of their last visit in it. One
 * writer at a time; a failed write goes back to the front and is tried again.
 * stop() writes what waits (the kernel calls it before the database closes);
 * a crash loses at most the last `flushMs` of visits.
 */
export class VisitWriter {
  #pending: PendingVisit[] = [];
  #timer: NodeJS.Timeout | null = null;
  #writing: Promise<void> = Promise.resolve();
  #stopped = false;
  readonly timing: VisitTiming;

  constructor(
    private readonly db: Knex,
    private readonly badges: BadgeDesk,
    private readonly logger: Logger,
    timing: Partial<VisitTiming> = {},
  ) {
    this.timing = { ...DEFAULT_VISIT_TIMING, ...timing };
  }

  add(row: VisitRow, access: CourseAccess): void {
    this.#pending.push({ row, access });
    if (this.#pending.length > this.timing.maxBuffered) {
      this.#pending.splice(0, this.#pending.length - this.timing.maxBuffered);
      this.logger.error('content visits: the buffer is full (is the database down?); the oldest visits are dropped');
    }
    if (this.#pending.length >= this.timing.flushRows || this.#stopped) void this.flush();
    else if (!this.#timer) {
      this.#timer = setTimeout(() => void this.flush(), this.timing.flushMs);
      this.#timer.unref();
    }
  }

  /** Writes what waits now (after the writes before it). Never rejects. */
  flush(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#writing = this.#writing.then(() => this.#write());
    return this.#writing;
  }

  /** At kernel stop: what waits is written; later visits are written at once. */
  async stop(): Promise<void> {
    this.#stopped = true;
    await this.flush();
  }

  async #write(): Promise<void> {
    const batch = this.#pending;
    if (batch.length === 0) return;
    this.#pending = [];
    try {
      await this.#insert(batch);
    } catch (err) {
      if (isIntegrityError(err)) {
        await this.#insertOneByOne(batch);
        return;
      }
      this.#retry(batch, err);
    }
  }

  /** One transaction: the rows, then the badge check once per student and course (lesson and page visits), as of their last visit here. */
  async #insert(batch: readonly PendingVisit[]): Promise<void> {
    await this.db.transaction(async (trx) => {
      const rows = batch.map((visit) => visit.row);
      for (let start = 0; start < rows.length; start += INSERT_ROWS) await trx('content_visits').insert(rows.slice(start, start + INSERT_ROWS));
      const last = new Map<string, PendingVisit>();
      for (const visit of batch) if (visit.row.type !== 'course_home_visit') last.set(`${visit.row.user_id}|${visit.row.course_id}`, visit);
      for (const { row, access } of last.values()) await awardIfAllLessonsVisited(trx, this.badges, access, row.user_id, row.visited_at);
    });
  }

  /** A user, course, lesson or page deleted after its visit was accepted fails the whole INSERT: the others are written one by one, those visits dropped. */
  async #insertOneByOne(batch: readonly PendingVisit[]): Promise<void> {
    const kept: PendingVisit[] = [];
    for (const visit of batch) {
      try {
        await this.#insert([visit]);
      } catch (err) {
        if (isIntegrityError(err)) this.logger.info({ err, visit: visit.row }, 'content visits: a visit of something deleted meanwhile is dropped');
        else kept.push(visit);
      }
    }
    if (kept.length) this.#retry(kept, null);
  }

  /** Puts visits back at the front, to be tried again at the next flush. */
  #retry(visits: readonly PendingVisit[], err: unknown): void {
    this.logger.warn({ err, visits: visits.length }, 'content visits write failed; kept for the next flush');
    this.#pending = [...visits, ...this.#pending];
    if (!this.#timer) {
      this.#timer = setTimeout(() => void this.flush(), Math.max(this.timing.flushMs, 1000));
      this.#timer.unref();
    }
  }
}

/** PostgreSQL's class 23 (a foreign key, check or unique constraint refused the row). */
const isIntegrityError = (err: unknown): boolean => typeof (err as { code?: unknown }).code === 'string' && (err as { code: string }).code.startsWith('23');
