import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@lms/sdk/web';
import { getAnnouncementHistory, getAnnouncementOverview, getCurrentAnnouncement } from '@lms/sdk/calls';

/** How often the banner asks again, so a tab left open learns of new announcements. */
const CURRENT_REFRESH_MS = 10 * 60_000;

export const announcementQueries = {
  /** The one announcement the signed-in user should see (per user: dismissals differ). */
  current: (api: ApiClient, userId: string) =>
    queryOptions({
      queryKey: ['announcement', userId],
      queryFn: async () => (await api.call(getCurrentAnnouncement)).announcement,
      refetchInterval: CURRENT_REFRESH_MS,
    }),
  history: (api: ApiClient) =>
    queryOptions({
      queryKey: ['announcement-history'],
      queryFn: async () => (await api.call(getAnnouncementHistory)).history,
      staleTime: 0,
    }),
  manage: (api: ApiClient) =>
    queryOptions({
      queryKey: ['announcements-manage'],
      queryFn: () => api.call(getAnnouncementOverview),
    }),
};

/** Every cached announcement read, refreshed after an administrator changes one. */
export const ANNOUNCEMENT_QUERY_KEYS = [['announcement'], ['announcement-history'], ['announcements-manage']] as const;
