import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useShell } from '../../app/ShellContext.ts';
import { AnnouncementEntry } from '../../announcements/AnnouncementEntry.tsx';
import { ANNOUNCEMENT_QUERY_KEYS } from '../../announcements/announcementQueries.ts';
import { withdrawAnnouncement, type AudienceOverview } from '@lms/sdk/calls';
import { AUDIENCE_LABELS } from '../../announcements/announcementLabels.ts';
import { errorNotice, isSessionLoss } from '../../notifications/errorNotice.ts';
import '../../announcements/announcements.css';
import { Button } from '@lms/sdk/web';

/** One audience: its current announcement (which may be withdrawn) and its history, newest first. */
export function AudienceAnnouncements({ overview, canWithdraw }: { overview: AudienceOverview; canWithdraw: boolean }) {
  const { api, notifications } = useShell();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [withdrawing, setWithdrawing] = useState(false);
  const label = AUDIENCE_LABELS[overview.audience];
  const { current } = overview;

  const withdraw = async () => {
    setWithdrawing(true);
    try {
      await api.call(withdrawAnnouncement, { params: { audience: overview.audience } });
      notifications.show({ type: 'success', message: `The ${label.toLowerCase()} announcement was withdrawn.` });
      await Promise.all(ANNOUNCEMENT_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })));
    } catch (error) {
      if (!isSessionLoss(error)) notifications.show({ type: 'error', message: errorNotice(error) });
    } finally {
      setWithdrawing(false);
    }
  };

  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{label}</h2>
      <div className="audience-current">
        {current ? (
          <>
            <p className="audience-current__label">Shown now</p>
            <h3 className="audience-current__title">{current.title}</h3>
            <p className="audience-current__post">{current.post}</p>
            {canWithdraw && (
              <Button
                variant="secondary"
                small
                aria-label={`Withdraw the ${label.toLowerCase()} announcement`}
                disabled={withdrawing}
                onClick={() => void withdraw()}
              >
                Withdraw
              </Button>
            )}
          </>
        ) : (
          <p className="audience-current__none">No announcement is shown to this audience.</p>
        )}
      </div>
      <h3 className="audience-history__heading">History</h3>
      {overview.history.length === 0 ? (
        <p className="audience-current__none">Nothing posted yet.</p>
      ) : (
        <ol className="announcement-list">
          {overview.history.map((announcement) => (
            <AnnouncementEntry key={announcement._id} announcement={announcement} heading="h4" />
          ))}
        </ol>
      )}
    </section>
  );
}
