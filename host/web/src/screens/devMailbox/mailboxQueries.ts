import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@lms/sdk/web';
import { getMailboxMessage, listMailbox } from '@lms/sdk/calls';

/** The development mailbox (docs/api.md "Mail (development mailbox)"). */
export const mailboxQueries = {
  list: (api: ApiClient, to: string) =>
    queryOptions({
      queryKey: ['dev-mailbox', to],
      queryFn: async () => (await api.call(listMailbox, { query: to ? { to } : {} })).messages,
    }),
  message: (api: ApiClient, messageId: string) =>
    queryOptions({
      queryKey: ['dev-mailbox-message', messageId],
      queryFn: () => api.call(getMailboxMessage, { params: { messageId } }),
    }),
};
