import type { Knex } from 'knex';
import type { Clock } from '@lms/contract/services.ts';
import type { LtiAccounts, LtiCourseRole, PendingLtiAccount } from '@lms/contract/ltiAccounts.ts';
import type { LtiRegistrationService } from './LtiRegistrationService.ts';
import { admitLtiUser } from './LtiAdmission.ts';

/** `coreServices.ltiAccounts` (contract/src/ltiAccounts.ts). */
export class LtiAccountDesk implements LtiAccounts {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly registrations: LtiRegistrationService,
  ) {}

  async userOf(ltiUserId: string, trx: Knex = this.db): Promise<string | null> {
    const row = await trx('users').where({ lti_user_id: ltiUserId }).first('id');
    return row ? (row.id as string) : null;
  }

  createPending(input: PendingLtiAccount, trx: Knex = this.db): Promise<{ id: string; expiresAt: Date }> {
    return this.registrations.createPending(input, trx);
  }

  async admit(userId: string, courseId: string, role: LtiCourseRole, trx?: Knex): Promise<void> {
    if (!trx) return this.db.transaction((own) => admitLtiUser(own, this.clock, userId, courseId, role));
    return admitLtiUser(trx, this.clock, userId, courseId, role);
  }
}
