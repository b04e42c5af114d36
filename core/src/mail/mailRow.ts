/** A row of `mail_outbox`. Bodies carry tokens: never log them. */
export interface MailRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  kind: string;
  user_id: string | null;
  status: MailStatus;
  transport: MailTransportName | null;
  attempts: number;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
  message_id: string | null;
}

export type MailStatus = 'queued' | 'sent' | 'failed';
export type MailTransportName = 'smtp' | 'mailbox';

/** One line of the development mailbox list. */
export interface MailboxEntry {
  _id: string;
  to: string;
  subject: string;
  kind: string;
  status: MailStatus;
  transport: MailTransportName | null;
  created_at: Date;
  sent_at: Date | null;
}

/** One message of the development mailbox, with its bodies. */
export interface MailboxMessage extends MailboxEntry {
  text: string;
  html: string | null;
  user_id: string | null;
  attempts: number;
  last_error: string | null;
  message_id: string | null;
}

export function toMailboxEntry(row: MailRow): MailboxEntry {
  return {
    _id: row.id,
    to: row.to_address,
    subject: row.subject,
    kind: row.kind,
    status: row.status,
    transport: row.transport,
    created_at: row.created_at,
    sent_at: row.sent_at,
  };
}

export function toMailboxMessage(row: MailRow): MailboxMessage {
  return {
    ...toMailboxEntry(row),
    text: row.text_body,
    html: row.html_body,
    user_id: row.user_id,
    attempts: row.attempts,
    last_error: row.last_error,
    message_id: row.message_id,
  };
}
