import type { Knex } from 'knex';
import { toMailboxEntry, toMailboxMessage, type MailboxEntry, type MailboxMessage, type MailRow } from './mailRow.ts';

export const MAILBOX_LIMIT = 200;

/** Reads the outbox for the development mailbox (administrators only: messages carry tokens). */
export class Mailbox {
  constructor(private readonly db: Knex) {}

  /** Newest first, at most MAILBOX_LIMIT; `to` keeps the messages sent to that address (any case). */
  async list(options: { to?: string } = {}): Promise<MailboxEntry[]> {
    const query = this.db('mail_outbox')
      .select('id', 'to_address', 'subject', 'kind', 'status', 'transport', 'created_at', 'sent_at')
      .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
      .limit(MAILBOX_LIMIT);
    if (options.to) query.whereRaw('lower(to_address) = ?', [options.to.trim().toLowerCase()]);
    return ((await query) as MailRow[]).map(toMailboxEntry);
  }

  async message(id: string): Promise<MailboxMessage | null> {
    const row = (await this.db('mail_outbox').where({ id }).first()) as MailRow | undefined;
    return row ? toMailboxMessage(row) : null;
  }
}
