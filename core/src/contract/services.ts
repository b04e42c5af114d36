import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { createServiceRef } from './serviceRef.ts';
import type { CourseAccess } from './permissions.ts';
import type { SessionUser } from './user.ts';
import type { LedgerAttempt, SubmissionInput } from './grading.ts';

/** The kernel's clock: every rule that depends on "now" asks it, so tests can move time. */
export interface Clock {
  now(): Date;
}

export interface IdGenerator {
  /** A new 24-character lowercase hex id, time-ordered. */
  newId(): string;
}

export interface PermissionChecker {
  /** What `user` may do in the course, or null when the user has no access at all. */
  courseAccess(user: SessionUser | null, courseId: string): Promise<CourseAccess | null>;
}

export interface GradeLedger {
  /** Scores a submission through the owning plugin's grading hook and records the attempt. */
  recordSubmission(input: SubmissionInput): Promise<LedgerAttempt>;
  /** Re-runs the grading hook over every recorded attempt of an activity; returns how many changed. */
  rescoreActivity(activityId: string): Promise<number>;
  attempts(activityId: string, userId: string): Promise<LedgerAttempt[]>;
}

export interface RealtimeEmitter {
  /** Sends an event to every socket in a room, on every node. Event names are prefixed with the plugin id. */
  emit(room: string, event: string, payload: unknown): void;
}

/** Services the kernel offers every plugin. Each is resolved from the plugin's own scope. */
export const coreServices = {
  /** The database (knex). Plugins prefix their tables with their id. */
  database: createServiceRef<Knex>('core.database'),
  /** A pino logger bound to the plugin. */
  logger: createServiceRef<Logger>('core.logger'),
  /** The plugin's configuration, validated by its configSchema. */
  config: createServiceRef<Readonly<Record<string, unknown>>>('core.plugin-config'),
  clock: createServiceRef<Clock>('core.clock'),
  ids: createServiceRef<IdGenerator>('core.ids'),
  permissions: createServiceRef<PermissionChecker>('core.permissions'),
  grading: createServiceRef<GradeLedger>('core.grading'),
  realtime: createServiceRef<RealtimeEmitter>('core.realtime'),
} as const;
