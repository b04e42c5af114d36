import type { Knex } from 'knex';
import { LmsError, type Clock, type IdGenerator } from '@lms/sdk';
import { LTI_ERRNOS } from '../ltiErrnos.ts';
import type { DeepLinkSettings } from './deepLinkSettings.ts';

/** How long an instructor has to pick, from the launch. */
export const DEEP_LINK_SECONDS = 30 * 60;

/** A chosen item as kept until the answer is posted: what it links and its title. */
export interface ChosenItem {
  course_id: string;
  lesson_id?: string;
  title: string;
}

export interface DeepLinkRow {
  id: string;
  platform_id: string;
  /** The account answering; null while the platform user registers (then the account claims it). */
  user_id: string | null;
  /** The platform user who launched (`<platform id>:<sub>`). */
  lti_user_id: string;
  deployment_id: string;
  return_url: string;
  data: string | null;
  accept_multiple: boolean;
  items: ChosenItem[] | string | null;
  created_at: Date;
  expires_at: Date;
  answered_at: Date | null;
}

const gone = () => LmsError.declared(LTI_ERRNOS, 'lti-deep-link-gone');

/** The `lti_deep_links` table: deep linking requests awaiting, or holding, an instructor's choice. */
export class DeepLinkStore {
  constructor(
    private readonly db: Knex,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly accounts: { userOf(ltiUserId: string): Promise<string | null> },
  ) {}

  /** Keeps a request accepted by a launch (in the launch's transaction); expired ones are cleared on the way. */
  async open(trx: Knex.Transaction, input: { platformId: string; userId: string | null; ltiUserId: string; deploymentId: string; settings: DeepLinkSettings }): Promise<string> {
    const now = this.clock.now();
    await trx('lti_deep_links').where('expires_at', '<', now).delete();
    const id = this.ids.newId();
    await trx('lti_deep_links').insert({
      id,
      platform_id: input.platformId,
      user_id: input.userId,
      lti_user_id: input.ltiUserId,
      deployment_id: input.deploymentId,
      return_url: input.settings.returnUrl,
      data: input.settings.data,
      accept_multiple: input.settings.acceptMultiple,
      items: null,
      created_at: now,
      expires_at: new Date(now.getTime() + DEEP_LINK_SECONDS * 1000),
    });
    return id;
  }

  /** The caller's request, still to answer; lti-deep-link-gone for another's, an expired or an answered one. */
  async awaiting(id: string, userId: string): Promise<DeepLinkRow> {
    const row = await this.live(id, userId);
    if (row.answered_at) throw gone();
    return row;
  }

  /** Records the choice once; lti-deep-link-gone when answered meanwhile or expired. */
  async choose(id: string, userId: string, items: ChosenItem[]): Promise<void> {
    const updated = await this.db('lti_deep_links')
      .where({ id, user_id: userId })
      .whereNull('answered_at')
      .where('expires_at', '>', this.clock.now())
      .update({ items: JSON.stringify(items), answered_at: this.clock.now() });
    if (!updated) throw gone();
  }

  /** The caller's answered request with its items, until it expires. */
  async chosen(id: string, userId: string): Promise<DeepLinkRow & { items: ChosenItem[] }> {
    const row = await this.live(id, userId);
    if (!row.answered_at || row.items === null) throw gone();
    return { ...row, items: typeof row.items === 'string' ? (JSON.parse(row.items) as ChosenItem[]) : row.items };
  }

  /**
   * The caller's live request. One kept while its platform user registered is claimed by the
   * account linked to that platform user once it exists (only by it, and once).
   */
  private async live(id: string, userId: string): Promise<DeepLinkRow> {
    const row = await this.db<DeepLinkRow>('lti_deep_links').where({ id }).first();
    if (!row || row.expires_at <= this.clock.now()) throw gone();
    if (row.user_id === userId) return row;
    if (row.user_id !== null || (await this.accounts.userOf(row.lti_user_id)) !== userId) throw gone();
    const claimed = await this.db('lti_deep_links').where({ id }).whereNull('user_id').update({ user_id: userId });
    if (!claimed) throw gone();
    return { ...row, user_id: userId };
  }
}
