import type { AuditLog, Knex } from '@lms/sdk';
import type { RequestRow } from './requestRows.ts';

/** The request as an audit entry keeps it: its state, course and decision. */
function auditView(row: RequestRow) {
  return {
    state: row.state,
    course_id: row.course_id,
    course_title: row.course_title,
    course_start_date: row.course_start_date,
    created_course_id: row.created_course_id,
    requester_id: row.user_id,
  };
}

/**
 * Records an administrator's update/* action on an adoption request (reject, remove,
 * clone, invite) in the caller's transaction: the entry exists exactly when the change does.
 */
export async function auditRequest(
  audit: AuditLog,
  trx: Knex.Transaction,
  entry: { actorId: string; verb: 'reject' | 'remove' | 'clone' | 'invite'; before: RequestRow; after: RequestRow },
): Promise<void> {
  await audit.record(
    {
      actorId: entry.actorId,
      action: `adoptions.${entry.verb}`,
      subjectType: 'adoption_request',
      subjectId: entry.before.id,
      before: auditView(entry.before),
      after: auditView(entry.after),
    },
    trx,
  );
}
