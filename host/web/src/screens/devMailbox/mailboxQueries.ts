import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@lms/sdk/web';

/** One line of GET dev/mailbox/ (docs/api.md "Mail (development mailbox)"). */
export interface MailboxEntry {
  _id: string;
  to: string;
  subject: string;
  kind: string;
  status: 'queued' | 'sent' | 'failed';
  transport: 'smtp' | 'mailbox' | null;
  created_at: string;
  sent_at: string | null;
}

/** GET dev/mailbox/:messageId/ */
export interface MailboxMessage extends MailboxEntry {
  /** Null when `body_hidden`. */
  text: string | null;
  html: string | null;
  /** Mail sent by SMTP: its bodies (and links) stay with the recipient. */
  body_hidden: boolean;
  attempts: number;
  last_error: string | null;
}

export const mailboxQueries = {
  list: (api: ApiClient, to: string) =>
    queryOptions({
      queryKey: ['dev-mailbox', to],
      queryFn: async () => (await api.get<{ messages: MailboxEntry[] }>(`dev/mailbox/${to ? `?to=${encodeURIComponent(to)}` : ''}`)).messages,
    }),
  message: (api: ApiClient, messageId: string) =>
    queryOptions({
      queryKey: ['dev-mailbox-message', messageId],
      queryFn: () => api.get<MailboxMessage>(`dev/mailbox/${messageId}/`),
    }),
};
