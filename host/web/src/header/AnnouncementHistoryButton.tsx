import { Megaphone } from 'lucide-react';

export const ANNOUNCEMENT_HISTORY_LABEL = 'Announcement history';

/** Part 1 §6 "Header entries": the professors' announcement history, opened as a dialog. */
export function AnnouncementHistoryButton({ onOpen }: { onOpen(): void }) {
  return (
    <button type="button" className="icon-button" title={ANNOUNCEMENT_HISTORY_LABEL} aria-haspopup="dialog" onClick={onOpen}>
      <Megaphone aria-hidden="true" size={20} />
      <span className="visually-hidden">{ANNOUNCEMENT_HISTORY_LABEL}</span>
    </button>
  );
}
