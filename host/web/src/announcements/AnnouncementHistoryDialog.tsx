import { useQuery } from '@tanstack/react-query';
import { Modal, Button } from '@lms/sdk/web';
import { useShell } from '../app/ShellContext.ts';
import { errorNotice } from '../notifications/errorNotice.ts';
import { LoadingState } from '../ui/LoadingState.tsx';
import { ANNOUNCEMENT_HISTORY_LABEL } from '../header/AnnouncementHistoryButton.tsx';
import { announcementQueries } from './announcementQueries.ts';
import { AnnouncementEntry } from './AnnouncementEntry.tsx';
import './announcements.css';

/** Part 1 §4: professors see the announcement history, the last 10 entries that reached instructors. */
export function AnnouncementHistoryDialog({ onClose }: { onClose(): void }) {
  const { api } = useShell();
  const history = useQuery(announcementQueries.history(api));
  return (
    <Modal
      title={ANNOUNCEMENT_HISTORY_LABEL}
      onClose={onClose}
      actions={
        <Button variant="primary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {history.isPending && <LoadingState label="Loading the announcement history…" />}
      {history.isError && <p className="notice">{errorNotice(history.error)}</p>}
      {history.data?.length === 0 && <p>There are no announcements yet.</p>}
      {history.data && history.data.length > 0 && (
        // Focusable so the list scrolls from the keyboard too.
        <ol className="announcement-list announcement-history" tabIndex={0} aria-label="Past announcements, newest first">
          {history.data.map((announcement) => (
            <AnnouncementEntry key={announcement._id} announcement={announcement} heading="h3" />
          ))}
        </ol>
      )}
    </Modal>
  );
}
