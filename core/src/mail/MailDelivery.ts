import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Clock } from '@lms/contract/services.ts';
import { DEFAULT_MAIL_FROM, type KernelConfig } from '../config/KernelConfig.ts';
import { PermanentJobError } from '../jobs/JobHandler.ts';
import type { JobRow } from '../jobs/jobRow.ts';
import type { MailJobPayload } from './mailJob.ts';
import type { MailRow } from './mailRow.ts';
import { mailboxTransport, smtpTransport, type MailTransport } from './mailTransport.ts';

/**
 * The server refused this message for good (5xx to its sender, recipient or content).
 * A refused login or a server that cannot be reached is retried: fixing the settings helps those.
 */
function isPermanentRefusal(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return (code === 'EENVELOPE' || code === 'EMESSAGE') && typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}

/**
 * The 'mail' job: delivers one outbox message through SMTP when LMS_SMTP_URL is
 * set, otherwise to the built-in mailbox. Logs name the message, never its bodies
 * (they carry validation and reset tokens).
 */
export class MailDelivery {
  private readonly transport: MailTransport;
  private readonly from: string;

  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly logger: Logger,
    config: KernelConfig,
  ) {
    this.transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : mailboxTransport;
    this.from = config.mailFrom ?? DEFAULT_MAIL_FROM;
  }

  /** The mail job's handler (registered with its payload schema, which checks the payload first). */
  async deliver({ mailId }: MailJobPayload, job: JobRow): Promise<void> {
    const row = (await this.db('mail_outbox').where({ id: mailId }).first()) as MailRow | undefined;
    if (!row) throw new PermanentJobError(`Outbox message ${mailId} does not exist`);
    // An earlier attempt delivered it but its job outcome was lost: do not send twice.
    if (row.status === 'sent') return;
    const outbox = () => this.db('mail_outbox').where({ id: row.id });
    const log = this.logger.child({ mail: row.id, kind: row.kind, transport: this.transport.name });
    try {
      const { messageId } = await this.transport.deliver({ from: this.from, to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body });
      await outbox().update({
        status: 'sent',
        transport: this.transport.name,
        attempts: this.db.raw('attempts + 1'),
        last_error: null,
        sent_at: this.clock.now(),
        message_id: messageId,
      });
      log.info('mail delivered');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const permanent = isPermanentRefusal(error);
      const final = permanent || job.attempts >= job.max_attempts;
      await outbox().update({ status: final ? 'failed' : 'queued', transport: this.transport.name, attempts: this.db.raw('attempts + 1'), last_error: message });
      log.warn({ error: message, final }, 'mail delivery failed');
      throw permanent ? new PermanentJobError(message) : error;
    }
  }
}
