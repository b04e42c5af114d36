import { LmsError, type Knex, type PermissionChecker, type SessionUser } from '@lms/sdk';
import type { ApiProgram } from '../../calls/programCalls.ts';
import { OWN_PEOPLE_MESSAGES } from '../../calls/peopleMessages.ts';
import { OWN_PROGRAM_MESSAGES } from '../../calls/programMessages.ts';
import type { ProgramRow, ProgramStore } from '../ProgramStore.ts';
import type { ProgramViews } from '../ProgramViews.ts';

/** Part 3 §6: only site administrators load enterprise programs and see enterprise settings. */
export class EnterpriseService {
  constructor(
    private readonly db: Knex,
    private readonly store: ProgramStore,
    private readonly views: ProgramViews,
    private readonly permissions: PermissionChecker,
  ) {}

  isAdmin(user: SessionUser): boolean {
    return this.permissions.runsEveryProgram(user);
  }

  async list(user: SessionUser): Promise<ApiProgram[]> {
    this.adminOnly(user);
    return this.views.programs(await this.db<ProgramRow>('programs_programs').where({ enterprise_program: true }).orderBy('program_name').select('*'));
  }

  async get(user: SessionUser, programId: string): Promise<boolean> {
    return (await this.program(user, programId)).enterprise_program;
  }

  async set(user: SessionUser, programId: string, enterprise: boolean): Promise<ApiProgram> {
    await this.program(user, programId);
    await this.db.transaction((trx) => this.store.setEnterprise(trx, programId, enterprise));
    return this.views.program((await this.store.byId(programId))!);
  }

  private async program(user: SessionUser, programId: string): Promise<ProgramRow> {
    this.adminOnly(user);
    const row = await this.store.byId(programId);
    if (!row) throw new LmsError('not-found', OWN_PROGRAM_MESSAGES.programNotFound);
    return row;
  }

  private adminOnly(user: SessionUser): void {
    if (!this.permissions.runsEveryProgram(user)) throw new LmsError('access-denied', OWN_PEOPLE_MESSAGES.enterpriseOnly);
  }
}
