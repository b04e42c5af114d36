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
  user_id: string;
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
  ) {}

  /** Keeps a request accepted by a launch (in the launch's transaction); expired ones are cleared on the way. */
  async open(trx: Knex.Transaction, input: { platformId: string; userId: string; deploymentId: string; settings: DeepLinkSettings }): Promise<string> {
    const now = this.clock.now();
    await trx('lti_deep_links').where('expires_at', '<', now).delete();
    const id = this.ids.newId();
    await trx('lti_deep_links').insert({
      id,
      platform_id: input.platformId,
      user_id: input.userId,
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

  private async live(id: string, userId: string): Promise<DeepLinkRow> {
    const row = await this.db<DeepLinkRow>('lti_deep_links').where({ id, user_id: userId }).first();
    if (!row || row.expires_at <= this.clock.now()) throw gone();
    return row;
  }
}
