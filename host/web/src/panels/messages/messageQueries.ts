import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@lms/sdk/web';
import { getMessageRecipients, getMessages } from '@lms/sdk/calls';

/** While the panel is open it asks for new messages this often (and whenever it opens). */
export const INBOX_POLL_MS = 60_000;

export const messageQueries = {
  inbox: (api: ApiClient, courseId: string) =>
    queryOptions({
      queryKey: ['messages', courseId],
      queryFn: () => api.call(getMessages, { params: { courseId } }),
      staleTime: 0,
      refetchInterval: INBOX_POLL_MS,
    }),
  recipients: (api: ApiClient, courseId: string) =>
    queryOptions({
      queryKey: ['message-recipients', courseId],
      queryFn: async () => (await api.call(getMessageRecipients, { params: { courseId } })).students,
    }),
};
