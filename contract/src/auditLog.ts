import type { Knex } from 'knex';

/** One administrator action, as its caller records it. */
export interface AuditEntryInput {
  /** Who did it (the session user). */
  actorId: string;
  /** What was done, `area.verb` (e.g. 'users.refund', 'codes.generate'): lowercase, dots and underscores. */
  action: string;
  /** What it was done to: a kind ('user', 'course', 'payment', 'code' ...) and its id. */
  subjectType: string;
  subjectId: string;
  /** The record before and after (JSON), null where there was none (a creation, a removal). */
  before: unknown;
  after: unknown;
}

export interface AuditEntry extends AuditEntryInput {
  id: string;
  /** ISO time of the action. */
  at: string;
  actorName: string;
  actorEmail: string;
}

export interface AuditFilter {
  action?: string;
  actorId?: string;
  subjectId?: string;
  /** ISO times, inclusive. */
  from?: string;
  to?: string;
  /** Newest first; `before` the id of the last entry of the previous page. */
  beforeId?: string;
  limit: number;
}

/**
 * `coreServices.auditLog`: the administrators' audit log. A plugin records an
 * action inside the transaction that makes it, so the entry exists exactly
 * when the action does (docs/plugin-authoring.md "Recording administrator actions").
 */
export interface AuditLog {
  record(entry: AuditEntryInput, trx: Knex.Transaction): Promise<AuditEntry>;
  /** Newest first. */
  list(filter: AuditFilter): Promise<AuditEntry[]>;
}

/** An action name: 'area.verb', lowercase letters, digits, '_' and '.'. */
export const AUDIT_ACTION = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/;
