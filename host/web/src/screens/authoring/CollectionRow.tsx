import { CalendarClock, Copy, Eye, EyeOff, Lock, LockOpen, Pin, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { DraftBadge } from '../../course/DraftBadge.tsx';
import type { LockFields } from '@lms/sdk/calls';
import { isLocked, LOCK, UNLOCK } from './lockRule.ts';
import { scheduleLabel } from './scheduleLabel.ts';
import { Button } from '@lms/sdk/web';

export interface CollectionEntry {
  _id: string;
  title: string;
  draft: boolean;
  /** The item's open date and whether it is hidden from students until then. */
  schedule: LockFields;
  /** Where the item is edited. */
  href: string;
}

interface CollectionRowProps {
  entry: CollectionEntry;
  busy: boolean;
  onDraft(draft: boolean): void;
  onSchedule(schedule: LockFields): void;
  /** Opens the schedule dialog. */
  onEditSchedule(): void;
  onClone(): void;
  onPin(): void;
  onRemove(): void;
}

/** One lesson or page of a collection editor, with its actions (each named after the item for screen readers). */
export function CollectionRow({ entry, busy, onDraft, onSchedule, onEditSchedule, onClone, onPin, onRemove }: CollectionRowProps) {
  const { title } = entry;
  const locked = isLocked(entry.schedule);
  const scheduled = scheduleLabel(entry.schedule);
  return (
    <li className="collection-row">
      <div className="collection-row__title">
        <Link to={entry.href}>{title}</Link>
        {entry.draft && <DraftBadge />}
        {locked && <span className="badge badge--locked">Locked</span>}
        {scheduled && <span className="collection-row__schedule">{scheduled}</span>}
      </div>
      <div className="collection-row__actions">
        <Button variant="secondary" small disabled={busy} aria-label={entry.draft ? `Publish ${title}` : `Make ${title} a draft`} onClick={() => onDraft(!entry.draft)}>
          {entry.draft ? <Eye aria-hidden="true" size={16} /> : <EyeOff aria-hidden="true" size={16} />}
          {entry.draft ? 'Publish' : 'Draft'}
        </Button>
        <Button
          variant="secondary"
          small
          disabled={busy}
          aria-label={locked ? `Unlock ${title}` : `Lock ${title}`}
          onClick={() => onSchedule(locked ? UNLOCK : LOCK)}
        >
          {locked ? <LockOpen aria-hidden="true" size={16} /> : <Lock aria-hidden="true" size={16} />}
          {locked ? 'Unlock' : 'Lock'}
        </Button>
        <Button variant="secondary" small disabled={busy} aria-label={`Schedule ${title}`} onClick={onEditSchedule}>
          <CalendarClock aria-hidden="true" size={16} />
          Schedule
        </Button>
        <Button variant="secondary" small disabled={busy} aria-label={`Clone ${title}`} onClick={onClone}>
          <Copy aria-hidden="true" size={16} />
          Clone
        </Button>
        <Button variant="secondary" small disabled={busy} aria-label={`Pin ${title} to library`} onClick={onPin}>
          <Pin aria-hidden="true" size={16} />
          Pin
        </Button>
        <Button variant="danger" small disabled={busy} aria-label={`Remove ${title}`} onClick={onRemove}>
          <Trash2 aria-hidden="true" size={16} />
          Remove
        </Button>
      </div>
    </li>
  );
}
