import type { Knex } from 'knex';
import { coreServices, type Clock, type IdGenerator, type MailMessage } from '@lms/contract/services.ts';
import type { JobQueue } from '../jobs/JobQueue.ts';
import { MAIL_JOB, MAIL_MAX_ATTEMPTS } from './mailJob.ts';

/** A message for the outbox: the contract's MailMessage (plugins send the same through coreServices.mail). */
export type OutgoingMail = MailMessage;

/** Plain addresses only: a display name or a second address would let a caller mail someone else. */
const ADDRESS = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;
const MAX_ADDRESS_LENGTH = 320;

/**
 * The outbox: `send` stores the message and a delivery job (inside the caller's
 * transaction when given), so it is cheap and safe in a request; a JobWorker delivers it.
 */
export class MailOutbox {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly jobs: JobQueue,
  ) {}

  /**
   * Queues one message. Inside a transaction, pass it as `trx`: the mail then
   * exists only if the transaction commits (and on PGlite a query outside it would wait for it).
   */
  async send(mail: OutgoingMail, trx?: Knex): Promise<{ id: string }> {
    const to = mail.to.trim();
    if (to.length > MAX_ADDRESS_LENGTH || !ADDRESS.test(to)) throw new Error(`Cannot send mail to "${mail.to}": not a single email address`);
    if (/[\r\n]/.test(mail.subject)) throw new Error('A mail subject is one line');
    if (!mail.kind.trim()) throw new Error('A mail needs a kind');
    const id = this.ids.newId();
    const write = async (db: Knex) => {
      await db('mail_outbox').insert({
        id,
        to_address: to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html ?? null,
        kind: mail.kind,
        user_id: mail.userId ?? null,
        status: 'queued',
        attempts: 0,
        created_at: this.clock.now(),
      });
      // The job carries only the id: bodies stay in the outbox.
      await this.jobs.enqueue(MAIL_JOB, { mailId: id }, { maxAttempts: MAIL_MAX_ATTEMPTS }, db);
    };
    if (trx) await write(trx);
    else await this.db.transaction(write);
    return { id };
  }
}
