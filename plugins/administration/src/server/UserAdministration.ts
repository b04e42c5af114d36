import type { AccountAdministration, AccountChange, AdministeredAccount, AdministeredAccountRecord, AuditLog, Knex, SessionUser } from '@lms/sdk';
import { LmsError } from '@lms/sdk';
import type { NewAccountBody } from '../schemas/administrationBodies.ts';
import { newAccountProblem } from '../schemas/newAccountRule.ts';
import { ADMINISTRATION_ERRNOS } from './administrationErrnos.ts';

/** An account utility of part 3 §7 (`utils/{action}`), as the audit log names it: `users.{action}`. */
export type UserAction =
  | 'verify'
  | 'change_email'
  | 'credits'
  | 'remove_permissions'
  | 'remove_instructor'
  | 'enroll'
  | 'unenroll'
  | 'change_date'
  | 'ia_opt_out'
  | 'mark_as_paid'
  | 'move_payment'
  | 'refund';

/**
 * Every administrator action on an account: the kernel's account write and
 * its audit entry in one transaction, so the log holds exactly what happened.
 */
export class UserAdministration {
  constructor(
    private readonly db: Knex,
    /** The kernel's account writes, for the routes' `act` calls. */
    readonly accounts: AccountAdministration,
    private readonly audit: AuditLog,
  ) {}

  search(text: string, limit: number): Promise<AdministeredAccount[]> {
    return this.accounts.search(text, limit);
  }

  inCourse(courseId: string): Promise<AdministeredAccount[]> {
    return this.accounts.inCourse(courseId);
  }

  record(userId: string): Promise<AdministeredAccountRecord> {
    return this.accounts.record(userId);
  }

  async create(actor: SessionUser, body: NewAccountBody): Promise<AdministeredAccount> {
    const problem = newAccountProblem(body);
    if (problem) {
      if (problem.field === null) throw LmsError.declared(ADMINISTRATION_ERRNOS, 'fields-required');
      throw LmsError.validation([{ field: problem.field, message: problem.message }]);
    }
    return this.db.transaction(async (trx) => {
      const account = await this.accounts.create({ ...body, instructor: body.instructor ?? false }, trx);
      await this.audit.record({ actorId: actor.id, action: 'users.account', subjectType: 'user', subjectId: account.id, before: null, after: account }, trx);
      return account;
    });
  }

  /** Runs one utility in a transaction with its audit entry; answers the account after it. */
  act(actor: SessionUser, action: UserAction, write: (trx: Knex.Transaction) => Promise<AccountChange>, note?: Record<string, unknown>): Promise<AdministeredAccountRecord> {
    return this.db.transaction(async (trx) => {
      const change = await write(trx);
      await this.audit.record(
        { actorId: actor.id, action: `users.${action}`, subjectType: 'user', subjectId: change.userId, before: change.before, after: note ? { ...change.after, ...note } : change.after },
        trx,
      );
      return change.after;
    });
  }
}
