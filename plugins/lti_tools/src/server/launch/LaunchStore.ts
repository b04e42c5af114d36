import type { Knex } from '@lms/sdk';
import { DEEP_LINK_RETURN_SECONDS, LAUNCH_TTL_SECONDS } from '../../schemas/ltiToolsMessages.ts';

const LAUNCHES = 'lti_tools_launches';

export interface LaunchRow {
  id: string;
  user_id: string;
  course_id: string;
  component_id: string;
  provider_id: string;
  message_type: 'LtiResourceLinkRequest' | 'LtiDeepLinkingRequest';
  client_id: string;
  deployment_id: string;
  target_link_uri: string;
  resource_title: string;
  roles: string[];
  created_at: Date;
  used_at: Date | null;
  returned_at?: Date | null;
}

/** lti_tools_launches: the launches users began, each answered once by the authorization endpoint. */
export class LaunchStore {
  constructor(private readonly db: Knex) {}

  /**
   * Records a launch, and purges the rows no call can use any more (a write-time purge: the
   * table holds only the last minutes' launches and the last day's deep-linking requests,
   * with no scheduled job): launches older than LAUNCH_TTL_SECONDS, deep-linking requests
   * older than DEEP_LINK_RETURN_SECONDS.
   */
  async insert(row: LaunchRow): Promise<void> {
    const at = row.created_at.getTime();
    await this.db.transaction(async (trx) => {
      await trx(LAUNCHES)
        .where((stale) =>
          stale
            .where('created_at', '<', new Date(at - DEEP_LINK_RETURN_SECONDS * 1000))
            .orWhere((launch) => launch.where({ message_type: 'LtiResourceLinkRequest' }).andWhere('created_at', '<', new Date(at - LAUNCH_TTL_SECONDS * 1000))),
        )
        .delete();
      await trx(LAUNCHES).insert({ ...row, roles: JSON.stringify(row.roles) });
    });
  }

  async byId(id: string): Promise<LaunchRow | undefined> {
    const row = await this.db(LAUNCHES).where({ id }).first();
    return row ? { ...row, roles: typeof row.roles === 'string' ? JSON.parse(row.roles) : row.roles } : undefined;
  }

  /** Marks an unused launch used, in one statement: true for the one caller that got it. */
  async use(id: string, at: Date): Promise<boolean> {
    return (await this.db(LAUNCHES).where({ id }).whereNull('used_at').update({ used_at: at })) === 1;
  }

  /** Marks a used deep-linking request's response received, in one statement: true for the one caller that got it. */
  async markReturned(id: string, at: Date): Promise<boolean> {
    return (await this.db(LAUNCHES).where({ id, message_type: 'LtiDeepLinkingRequest' }).whereNotNull('used_at').whereNull('returned_at').update({ returned_at: at })) === 1;
  }
}
