import { useState, type DragEvent } from 'react';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { moveItem } from './moveItem.ts';
import { Button } from '@lms/sdk/web';

interface ReorderItem {
  _id: string;
  title: string;
}

interface ReorderListProps {
  items: readonly ReorderItem[];
  /** Singular noun for the labels ("lesson", "page"). */
  noun: string;
  saving: boolean;
  onSave(ids: string[]): void;
  onCancel(): void;
}

/**
 * Part 2 §2 reorder mode: drag a row by its handle, or move it with the up and
 * down buttons (the keyboard way); every move is announced. Nothing is sent
 * until Save order.
 */
export function ReorderList({ items, noun, saving, onSave, onCancel }: ReorderListProps) {
  const [order, setOrder] = useState<readonly ReorderItem[]>(items);
  const [dragged, setDragged] = useState<number>();
  const [announcement, setAnnouncement] = useState('');

  const move = (from: number, to: number) => {
    const next = moveItem(order, from, to);
    setOrder(next);
    const item = order[from];
    if (item) setAnnouncement(`${item.title} moved to position ${next.indexOf(item) + 1} of ${next.length}.`);
  };
  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragged !== undefined) move(dragged, to);
    setDragged(undefined);
  };

  return (
    <div className="reorder">
      <p className="reorder__hint">Drag a {noun} by its handle, or use its up and down buttons, then save the order.</p>
      <ol className="reorder__list">
        {order.map((item, index) => (
          <li
            key={item._id}
            className={dragged === index ? 'reorder__row reorder__row--dragged' : 'reorder__row'}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => onDrop(event, index)}
          >
            <span
              className="reorder__handle"
              draggable
              aria-hidden="true"
              title={`Drag ${item.title}`}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                setDragged(index);
              }}
              onDragEnd={() => setDragged(undefined)}
            >
              <GripVertical size={18} />
            </span>
            <span className="reorder__title">{item.title}</span>
            <button type="button" className="icon-button" aria-label={`Move ${item.title} up`} disabled={index === 0} onClick={() => move(index, index - 1)}>
              <ArrowUp aria-hidden="true" size={18} />
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={`Move ${item.title} down`}
              disabled={index === order.length - 1}
              onClick={() => move(index, index + 1)}
            >
              <ArrowDown aria-hidden="true" size={18} />
            </button>
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <div className="form-actions">
        <Button variant="primary" disabled={saving} onClick={() => onSave(order.map((item) => item._id))}>
          {saving ? 'Saving…' : 'Save order'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
