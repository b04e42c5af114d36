import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@lms/sdk/web';
import type { Inbox, RosterStudent } from './messageTypes.ts';

/** While the panel is open it asks for new messages this often (and whenever it opens). */
export const INBOX_POLL_MS = 60_000;

export const messageQueries = {
  inbox: (api: ApiClient, courseId: string) =>
    queryOptions({
      queryKey: ['messages', courseId],
      queryFn: () => api.get<Inbox>(`messages/${courseId}/`),
      staleTime: 0,
      refetchInterval: INBOX_POLL_MS,
    }),
  recipients: (api: ApiClient, courseId: string) =>
    queryOptions({
      queryKey: ['message-recipients', courseId],
      queryFn: async () => (await api.get<{ students: RosterStudent[] }>(`messages/${courseId}/recipients/`)).students,
    }),
};
