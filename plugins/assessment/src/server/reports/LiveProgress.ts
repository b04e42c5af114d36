import type { Logger, PeopleDirectory, RealtimeEmitter } from '@lms/sdk';
import type { AttemptOwner } from '../delivery/AttemptStore.ts';
import { liveRow } from './liveRow.ts';
import { professorsRoom } from './professorsRoom.ts';
import type { ProgressThrottle } from './ProgressThrottle.ts';
import type { ReportAttempts } from './ReportAttempts.ts';
import type { LiveProgressEvent } from '../../calls/reportCalls.ts';

/** Autosaves come every 12 s and on every change: at most one event per student and assessment per 2 s. */
export const SAVE_EVENT_WINDOW_MS = 2000;

/**
 * Rows due for an assessment are read together after this long: a class that
 * starts at once (a timed exam) costs two queries per batch, not two per student.
 */
export const BATCH_MS = 100;

interface Batch {
  courseId: string;
  componentId: string;
  userIds: Set<string>;
}

/**
 * Sends a student's live-view row to the course's professors (event
 * `assessment:progress`) when they start, save or submit. Fire and forget:
 * the student's call never waits for it and never fails because of it. A
 * professor's preview sends nothing (the row query leaves previews out).
 */
export class LiveProgress {
  private readonly batches = new Map<string, Batch>();

  constructor(
    private readonly attempts: ReportAttempts,
    private readonly people: PeopleDirectory,
    private readonly realtime: RealtimeEmitter,
    private readonly log: Logger,
    private readonly throttle: ProgressThrottle,
  ) {}

  started(owner: AttemptOwner): void {
    this.throttle.now(key(owner), () => this.publish(owner));
  }

  saved(owner: AttemptOwner): void {
    this.throttle.run(key(owner), () => this.publish(owner));
  }

  submitted(owner: AttemptOwner): void {
    this.throttle.now(key(owner), () => this.publish(owner));
  }

  private publish(owner: AttemptOwner): void {
    const assessment = `${owner.courseId}:${owner.componentId}`;
    const open = this.batches.get(assessment);
    if (open) {
      open.userIds.add(owner.userId);
      return;
    }
    const batch: Batch = { courseId: owner.courseId, componentId: owner.componentId, userIds: new Set([owner.userId]) };
    this.batches.set(assessment, batch);
    const timer = setTimeout(() => {
      this.batches.delete(assessment);
      this.send(batch).catch((error: unknown) => this.log.warn({ err: error, assessment }, 'live progress not sent'));
    }, BATCH_MS);
    // A batch never keeps a stopping server alive.
    timer.unref();
  }

  /** Two queries per batch: the students' latest attempts, their names. */
  private async send(batch: Batch): Promise<void> {
    const userIds = [...batch.userIds];
    const attempts = await this.attempts.latestPerStudent(batch.courseId, batch.componentId, userIds);
    if (!attempts.length) return;
    const people = new Map((await this.people.byIds(attempts.map((attempt) => attempt.user_id))).map((person) => [person.id, person]));
    // In the order the students acted.
    const order = new Map(userIds.map((id, index) => [id, index]));
    attempts.sort((a, b) => order.get(a.user_id)! - order.get(b.user_id)!);
    for (const attempt of attempts) {
      const person = people.get(attempt.user_id);
      if (!person) continue;
      const event: LiveProgressEvent = { course_id: batch.courseId, component_id: batch.componentId, student: liveRow(person, attempt) };
      this.realtime.emit(professorsRoom(batch.courseId), 'progress', event);
    }
  }
}

const key = (owner: AttemptOwner) => `${owner.courseId}:${owner.componentId}:${owner.userId}`;
