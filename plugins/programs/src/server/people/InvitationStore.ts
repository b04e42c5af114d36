import type { Knex } from '@lms/sdk';

export type InvitationType = 's' | 'i';

export interface InvitationRow {
  id: string;
  program_id: string;
  course_id: string;
  type: InvitationType;
  first_name: string;
  last_name: string;
  email: string;
  invited_by: string | null;
  created_at: Date;
  accepted_at: Date | null;
  accepted_by: string | null;
}

/** The plugin's invitations table: written by an invite, used up once by a registration or an acceptance. */
export class InvitationStore {
  constructor(private readonly db: Knex) {}

  async insert(trx: Knex, row: InvitationRow): Promise<void> {
    await trx('programs_invitations').insert(row);
  }

  async byId(id: string, trx: Knex = this.db): Promise<InvitationRow | undefined> {
    return trx<InvitationRow>('programs_invitations').where({ id }).first();
  }

  async ofCourse(courseId: string): Promise<InvitationRow[]> {
    return this.db<InvitationRow>('programs_invitations').where({ course_id: courseId }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]);
  }

  /** Pending invitations of this address to the course, locked: the one who uses them up first wins. */
  async pendingFor(trx: Knex.Transaction, courseId: string, type: InvitationType, email: string): Promise<InvitationRow[]> {
    return trx<InvitationRow>('programs_invitations')
      .where({ course_id: courseId, type })
      .whereNull('accepted_at')
      .whereRaw('lower(email) = lower(?)', [email.trim()])
      .forUpdate();
  }

  /** Uses a pending invitation up; answers false when it was used already (two submissions of one form). */
  async accept(trx: Knex.Transaction, ids: readonly string[], userId: string, at: Date): Promise<boolean> {
    const used = await trx('programs_invitations').whereIn('id', ids).whereNull('accepted_at').update({ accepted_at: at, accepted_by: userId });
    return used === ids.length && used > 0;
  }

  /** Everyone who accepted an invitation to one of the program's courses. */
  async acceptedUsers(programId: string): Promise<string[]> {
    return this.db('programs_invitations').where({ program_id: programId }).whereNotNull('accepted_by').distinct('accepted_by').pluck('accepted_by');
  }
}
