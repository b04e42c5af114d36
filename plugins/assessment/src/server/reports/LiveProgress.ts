import type { Logger, PeopleDirectory, RealtimeEmitter } from '@lms/sdk';
import type { AttemptOwner } from '../delivery/AttemptStore.ts';
import { liveRow } from './liveRow.ts';
import { professorsRoom } from './professorsRoom.ts';
import type { ProgressThrottle } from './ProgressThrottle.ts';
import type { ReportAttempts } from './ReportAttempts.ts';
import type { LiveProgressEvent } from './reportTypes.ts';

/** Autosaves come every 12 s and on every change: at most one event per student and assessment per 2 s. */
export const SAVE_EVENT_WINDOW_MS = 2000;

/**
 * Sends a student's live-view row to the course's professors (event
 * `assessment:progress`) when they start, save or submit. Fire and forget:
 * the student's call never waits for it and never fails because of it. A
 * professor's preview sends nothing (the row query leaves previews out).
 */
export class LiveProgress {
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
    this.send(owner).catch((error: unknown) => this.log.warn({ err: error, owner }, 'live progress not sent'));
  }

  /** Two queries: the student's latest attempt, their name. */
  private async send(owner: AttemptOwner): Promise<void> {
    const [attempt] = await this.attempts.latestPerStudent(owner.courseId, owner.componentId, owner.userId);
    if (!attempt) return;
    const [person] = await this.people.byIds([owner.userId]);
    if (!person) return;
    const event: LiveProgressEvent = { course_id: owner.courseId, component_id: owner.componentId, student: liveRow(person, attempt) };
    this.realtime.emit(professorsRoom(owner.courseId), 'progress', event);
  }
}

const key = (owner: AttemptOwner) => `${owner.courseId}:${owner.componentId}:${owner.userId}`;
