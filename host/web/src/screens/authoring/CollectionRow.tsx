import { Copy, Eye, EyeOff, Lock, LockOpen, Pin, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { DraftBadge } from '../../course/DraftBadge.tsx';

export interface CollectionEntry {
  _id: string;
  title: string;
  draft: boolean;
  /** Undefined while the lock state is not known yet. */
  locked: boolean | undefined;
  /** Where the item is edited. */
  href: string;
}

interface CollectionRowProps {
  entry: CollectionEntry;
  busy: boolean;
  onDraft(draft: boolean): void;
  onLock(locked: boolean): void;
  onClone(): void;
  onPin(): void;
  onRemove(): void;
}

/** One lesson or page of a collection editor, with its actions (each named after the item for screen readers). */
export function CollectionRow({ entry, busy, onDraft, onLock, onClone, onPin, onRemove }: CollectionRowProps) {
  const { title } = entry;
  return (
    <li className="collection-row">
      <div className="collection-row__title">
        <Link to={entry.href}>{title}</Link>
        {entry.draft && <DraftBadge />}
        {entry.locked && <span className="badge badge--locked">Locked</span>}
      </div>
      <div className="collection-row__actions">
        <button type="button" className="button button--small button--secondary" disabled={busy} aria-label={entry.draft ? `Publish ${title}` : `Make ${title} a draft`} onClick={() => onDraft(!entry.draft)}>
          {entry.draft ? <Eye aria-hidden="true" size={16} /> : <EyeOff aria-hidden="true" size={16} />}
          {entry.draft ? 'Publish' : 'Draft'}
        </button>
        <button
          type="button"
          className="button button--small button--secondary"
          disabled={busy || entry.locked === undefined}
          aria-label={entry.locked ? `Unlock ${title}` : `Lock ${title}`}
          onClick={() => onLock(!entry.locked)}
        >
          {entry.locked ? <LockOpen aria-hidden="true" size={16} /> : <Lock aria-hidden="true" size={16} />}
          {entry.locked ? 'Unlock' : 'Lock'}
        </button>
        <button type="button" className="button button--small button--secondary" disabled={busy} aria-label={`Clone ${title}`} onClick={onClone}>
          <Copy aria-hidden="true" size={16} />
          Clone
        </button>
        <button type="button" className="button button--small button--secondary" disabled={busy} aria-label={`Pin ${title} to library`} onClick={onPin}>
          <Pin aria-hidden="true" size={16} />
          Pin
        </button>
        <button type="button" className="button button--small button--danger" disabled={busy} aria-label={`Remove ${title}`} onClick={onRemove}>
          <Trash2 aria-hidden="true" size={16} />
          Remove
        </button>
      </div>
    </li>
  );
}
