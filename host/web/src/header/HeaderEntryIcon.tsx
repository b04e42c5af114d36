import { Link } from 'react-router';
import { PanelButton } from './PanelButton.tsx';
import type { AvailableHeaderEntry } from './useHeaderEntries.ts';

/** A header entry as an icon: a panel's toggle button, or a link to its route. */
export function HeaderEntryIcon({ entry, onOpen }: { entry: AvailableHeaderEntry; onOpen(): void }) {
  if ('panel' in entry.opens) return <PanelButton entry={entry} panel={entry.opens.panel} onOpen={onOpen} />;
  const Icon = entry.icon;
  return (
    <Link className="icon-button" to={entry.href ?? '/'} title={entry.label}>
      <Icon aria-hidden="true" size={20} />
      <span className="visually-hidden">{entry.label}</span>
    </Link>
  );
}
