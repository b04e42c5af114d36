import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Clock } from '@lms/contract/services.ts';
import { utcDay, type ActivityTracking, type TrackingEventInput } from '@lms/contract/tracking.ts';
import { TrackingReader } from './TrackingReader.ts';
import { TrackingRollUp } from './TrackingRollUp.ts';

/** `coreServices.tracking`: records events, rolls them up, reads the roll-ups. */
export class ActivityTrackingService extends TrackingReader implements ActivityTracking {
  readonly #rollUp: TrackingRollUp;
  #pending: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly database: Knex,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {
    super(database);
    this.#rollUp = new TrackingRollUp(database);
  }

  record(events: TrackingEventInput | readonly TrackingEventInput[]): void {
    const list = Array.isArray(events) ? (events as readonly TrackingEventInput[]) : [events as TrackingEventInput];
    if (list.length === 0) return;
    const now = this.clock.now();
    const rows = list.map((event) => ({
      course_id: event.courseId,
      user_id: event.userId,
      kind: event.kind,
      lesson_id: event.lessonId ?? null,
      page_id: event.pageId ?? null,
      at: event.at ?? now,
    }));
    this.#track(this.database('tracking_events').insert(rows));
  }

  recordLogin(userId: string, at?: Date): void {
    const when = at ?? this.clock.now();
    this.#track(
      this.database('tracking_logins')
        .insert({ user_id: userId, day: utcDay(when), logins: 1, last_at: when })
        .onConflict(['user_id', 'day'])
        .merge({ logins: this.database.raw('tracking_logins.logins + 1'), last_at: this.database.raw('greatest(tracking_logins.last_at, excluded.last_at)') }),
    );
  }

  async catchUp(): Promise<void> {
    await this.#pending;
    await this.#rollUp.run();
  }

  /** Writes in order; a failed write is logged, never the caller's problem. */
  #track(write: PromiseLike<unknown>): void {
    this.#pending = this.#pending.then(() => write).catch((err: unknown) => this.logger.warn({ err }, 'tracking write failed'));
  }
}
