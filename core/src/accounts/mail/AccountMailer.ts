import type { Knex } from 'knex';
import type { MailOutbox } from '../../mail/MailOutbox.ts';
import type { LabelBundleService } from '../../theme/LabelBundleService.ts';
import type { UserRow } from '../../users/userRow.ts';
import type { AccountTokenService } from '../AccountTokenService.ts';
import type { PublicSite } from '../../site/PublicSite.ts';
import { passwordResetMail, validationMail, type AccountMailInput, type AccountMail } from './accountMails.ts';

/** Where the request came from: the host picks the brand. Links never come from the request: they start at the configured public address. */
export interface RequestPlace {
  host: string;
}

/** What every mail of one request shares; read before the caller's transaction opens. */
export interface MailContext {
  brand: string;
  baseUrl: string;
}

type Recipient = Pick<UserRow, 'id' | 'email' | 'firstname'>;

/**
 * Queues the account emails. Each carries a fresh link token and an unsubscribe
 * link; everything is written with the caller's transaction, so a request that
 * fails sends nothing. `contextFor` runs first, outside the transaction.
 */
export class AccountMailer {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly labelBundles: LabelBundleService,
    private readonly site: PublicSite,
    private readonly tokens: AccountTokenService,
  ) {}

  /** Brand and link base for a request (outside any transaction: it reads the label bundle). */
  async contextFor(place: RequestPlace): Promise<MailContext> {
    const { bundle } = await this.labelBundles.forHost(place.host);
    return { brand: bundle.title, baseUrl: this.site.baseUrl() };
  }

  /** A new validation link; earlier ones stop working. */
  async sendValidation(user: Recipient, context: MailContext, trx: Knex): Promise<void> {
    await this.tokens.revokeAll(user.id, 'validation', trx);
    const token = await this.tokens.issue(user.id, 'validation', trx);
    await this.send(user, context, trx, 'validation', `/validate/${token}`, validationMail);
  }

  /** A new password reset link; earlier ones stop working. */
  async sendPasswordReset(user: Recipient, context: MailContext, trx: Knex): Promise<void> {
    await this.tokens.revokeAll(user.id, 'reset', trx);
    const token = await this.tokens.issue(user.id, 'reset', trx);
    await this.send(user, context, trx, 'password-reset', `/changepassword/${token}`, passwordResetMail);
  }

  private async send(user: Recipient, context: MailContext, trx: Knex, kind: string, path: string, build: (input: AccountMailInput) => AccountMail): Promise<void> {
    const unsubscribe = await this.tokens.issue(user.id, 'unsubscribe', trx);
    const base = context.baseUrl;
    const mail = build({ brand: context.brand, firstname: user.firstname, url: `${base}${path}`, unsubscribeUrl: `${base}/unsubscribe/${unsubscribe}` });
    await this.outbox.send({ to: user.email, subject: mail.subject, text: mail.text, html: mail.html, kind, userId: user.id }, trx);
  }
}
