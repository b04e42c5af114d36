import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Megaphone, X } from 'lucide-react';
import { dismissAnnouncement } from '@lms/sdk/calls';
import { useRealtime } from '@lms/sdk/web';
import { useShell } from '../app/ShellContext.ts';
import { useStore } from '../app/StateStore.ts';
import { errorNotice, isSessionLoss } from '../notifications/errorNotice.ts';
import { announcementQueries } from './announcementQueries.ts';
import './announcements.css';

/** Core's event when a site's announcements change (core/src/announcements/AnnouncementService.ts). */
const ANNOUNCEMENT_EVENTS = { channel: 'announcements', changed: 'changed' } as const;

/**
 * Part 1 §4: the one announcement the signed-in user should see, under the
 * header; dismissing it hides it for good and shows the next one, if any. A
 * post or a withdrawal reaches open tabs live (issue 24 item 8), and a tab that
 * was offline reads it again when it reconnects.
 */
export function AnnouncementBanner() {
  const { api, sessionApi, session, notifications } = useShell();
  const state = useStore(session);
  const queryClient = useQueryClient();
  const userId = state.status === 'signed-in' ? state.user.mongoId : '';
  // A background read: its failure only leaves the banner out, so it must not end the session as a screen's read would.
  const current = useQuery({ ...announcementQueries.current(sessionApi, userId), enabled: userId !== '' });
  const [dismissing, setDismissing] = useState(false);
  const announcement = current.data;
  const readAgain = () => void queryClient.invalidateQueries({ queryKey: ['announcement', userId] });
  useRealtime({
    plugin: ANNOUNCEMENT_EVENTS.channel,
    enabled: userId !== '',
    onEvent: (event) => {
      if (event === ANNOUNCEMENT_EVENTS.changed) readAgain();
    },
    onReconnect: readAgain,
  });

  const dismiss = async (id: string) => {
    setDismissing(true);
    try {
      await api.call(dismissAnnouncement, { params: { announcementId: id } });
      await queryClient.invalidateQueries({ queryKey: ['announcement', userId] });
    } catch (error) {
      if (!isSessionLoss(error)) notifications.show({ type: 'error', message: errorNotice(error) });
    } finally {
      setDismissing(false);
    }
  };

  if (!announcement) return null;
  return (
    <section className="announcement-banner" aria-label="Announcement">
      <Megaphone className="announcement-banner__icon" aria-hidden="true" size={20} />
      <div role="status" className="announcement-banner__text">
        <p className="announcement-banner__title">{announcement.title}</p>
        <p className="announcement-banner__post">{announcement.post}</p>
      </div>
      <button
        type="button"
        className="icon-button announcement-banner__dismiss"
        aria-label={`Dismiss announcement: ${announcement.title}`}
        title="Dismiss"
        disabled={dismissing}
        onClick={() => void dismiss(announcement._id)}
      >
        <X aria-hidden="true" size={18} />
      </button>
    </section>
  );
}
