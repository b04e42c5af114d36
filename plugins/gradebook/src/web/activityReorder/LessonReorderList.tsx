import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { DndContext, PointerSensor, TouchSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { OrderedActivity } from '../../calls/orderCalls.ts';
import type { LessonColumns } from './lessonGroups.ts';

/** The screen's own live region says where a column went; dnd-kit's would repeat it with ids. */
const SILENT: Announcements = { onDragStart: () => undefined, onDragOver: () => undefined, onDragEnd: () => undefined, onDragCancel: () => undefined };
const INSTRUCTIONS = { draggable: 'Drag a row by its handle, or use its Move up and Move down buttons.' };

/** Which row's button gets the focus back after a move (React re-inserts the moved row, which loses it). */
export interface FocusRequest {
  activityId: string;
  direction: 'up' | 'down';
}

interface RowProps {
  activity: OrderedActivity;
  index: number;
  count: number;
  focus: FocusRequest | null;
  onMove(from: number, to: number, direction: 'up' | 'down'): void;
}

function ReorderRow({ activity, index, count, focus, onMove }: RowProps) {
  const { setNodeRef, setActivatorNodeRef, listeners, transform, transition, isDragging } = useSortable({ id: activity.id });
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const first = index === 0;
  const last = index === count - 1;
  useEffect(() => {
    if (focus?.activityId !== activity.id) return;
    // At the end it was moved towards, the other button keeps the focus in the row.
    const [toward, other] = focus.direction === 'up' ? [upRef.current, downRef.current] : [downRef.current, upRef.current];
    (toward && !toward.disabled ? toward : other)?.focus();
  }, [focus, activity.id]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    if (event.key === 'ArrowUp' && !first) onMove(index, index - 1, 'up');
    if (event.key === 'ArrowDown' && !last) onMove(index, index + 1, 'down');
  };
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={isDragging ? 'gb-reorder__row gb-reorder__row--dragged' : 'gb-reorder__row'}
      onKeyDown={onKeyDown}
    >
      {/* Pointer and touch drag only: the buttons (and Alt+Arrow keys) are the keyboard's way. */}
      <span ref={setActivatorNodeRef} {...listeners} className="gb-reorder__handle" aria-hidden="true" title={`Drag ${activity.title}`}>
        ⠿
      </span>
      <span className="gb-reorder__title">
        {activity.title}
        <span className="gb-reorder__type">
          {' '}
          ({activity.type}
          {activity.graded ? '' : ', practice'})
        </span>
      </span>
      <button ref={upRef} type="button" className="lms-button lms-button--secondary lms-button--small" aria-label={`Move ${activity.title} up`} disabled={first} onClick={() => onMove(index, index - 1, 'up')}>
        ↑
      </button>
      <button ref={downRef} type="button" className="lms-button lms-button--secondary lms-button--small" aria-label={`Move ${activity.title} down`} disabled={last} onClick={() => onMove(index, index + 1, 'down')}>
        ↓
      </button>
    </li>
  );
}

interface LessonReorderListProps {
  lesson: LessonColumns;
  focus: FocusRequest | null;
  onMove(from: number, to: number, direction: 'up' | 'down'): void;
}

/** One lesson's columns, reordered by dragging a row's handle, its Move up / Move down buttons, or Alt+Up / Alt+Down in the row. */
export function LessonReorderList({ lesson, focus, onMove }: LessonReorderListProps) {
  const titleId = useId();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }));
  const ids = lesson.activities.map((activity) => activity.id);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to, to < from ? 'up' : 'down');
  };
  return (
    <section aria-labelledby={titleId} className="gb-reorder__lesson">
      <h2 id={titleId}>{lesson.title}</h2>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements: SILENT, screenReaderInstructions: INSTRUCTIONS }}>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol className="gb-reorder__list" aria-labelledby={titleId}>
            {lesson.activities.map((activity, index) => (
              <ReorderRow key={activity.id} activity={activity} index={index} count={ids.length} focus={focus} onMove={onMove} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </section>
  );
}
