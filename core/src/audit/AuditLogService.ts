import type { Knex } from 'knex';
import { AUDIT_ACTION, type AuditEntry, type AuditEntryInput, type AuditFilter, type AuditLog } from '@lms/contract/auditLog.ts';
import type { Clock, IdGenerator } from '@lms/contract/services.ts';
import { isId } from '@lms/contract/ids.ts';

interface AuditRow {
  id: string;
  at: Date;
  actor_id: string;
  action: string;
  subject_type: string;
  subject_id: string;
  before: unknown;
  after: unknown;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
}

const toEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: new Date(row.at).toISOString(),
  actorId: row.actor_id,
  actorName: row.firstname === null ? '' : `${row.firstname} ${row.lastname ?? ''}`.trim(),
  actorEmail: row.email ?? '',
  action: row.action,
  subjectType: row.subject_type,
  subjectId: row.subject_id,
  before: row.before ?? null,
  after: row.after ?? null,
});

/** The kernel's AuditLog (contract/src/auditLog.ts). Ids grow with time, so (at, id) orders entries made in one instant. */
export class AuditLogService implements AuditLog {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async record(entry: AuditEntryInput, trx: Knex.Transaction): Promise<AuditEntry> {
    // A programming error, not user input: a caller that names its action wrongly fails loudly.
    if (!AUDIT_ACTION.test(entry.action)) throw new Error(`Audit action "${entry.action}" must look like "area.verb"`);
    const row = {
      id: this.ids.newId(),
      at: this.clock.now(),
      actor_id: entry.actorId,
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId,
      before: entry.before === null || entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === null || entry.after === undefined ? null : JSON.stringify(entry.after),
    };
    await trx('audit_log').insert(row);
    const actor = (await trx('users').where({ id: entry.actorId }).first('firstname', 'lastname', 'email')) as Pick<AuditRow, 'firstname' | 'lastname' | 'email'> | undefined;
    return toEntry({ ...row, before: entry.before ?? null, after: entry.after ?? null, firstname: actor?.firstname ?? null, lastname: actor?.lastname ?? null, email: actor?.email ?? null });
  }

  async list(filter: AuditFilter): Promise<AuditEntry[]> {
    const query = this.db('audit_log as a').leftJoin('users as u', 'u.id', 'a.actor_id');
    if (filter.action) query.where('a.action', filter.action);
    if (filter.actorId) query.where('a.actor_id', filter.actorId);
    if (filter.subjectId) query.where('a.subject_id', filter.subjectId);
    if (filter.from) query.where('a.at', '>=', new Date(filter.from));
    if (filter.to) query.where('a.at', '<=', new Date(filter.to));
    if (filter.beforeId && isId(filter.beforeId)) {
      const last = this.db('audit_log').where({ id: filter.beforeId }).select('at');
      query.where((q) => q.where('a.at', '<', last).orWhere((same) => same.where('a.at', '=', last).where('a.id', '<', filter.beforeId!)));
    }
    const rows = (await query
      .orderBy([{ column: 'a.at', order: 'desc' }, { column: 'a.id', order: 'desc' }])
      .limit(filter.limit)
      .select('a.*', 'u.firstname', 'u.lastname', 'u.email')) as AuditRow[];
    return rows.map(toEntry);
  }
}
