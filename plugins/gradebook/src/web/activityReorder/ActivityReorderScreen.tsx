import { useId, useState } from 'react';
import { Button, pageClass, useNotify, useUnsavedChangesWarning, VISUALLY_HIDDEN_CLASS, type ScreenProps } from '@lms/sdk/web';
import { getActivityOrder, saveActivityOrder, type ActivityOrder } from '../../calls/orderCalls.ts';
import { useCallCache, useCallMutation, useCallQuery } from '../shared/serverData.ts';
import { lessonColumns, orderedIds, withColumnMoved, type LessonColumns } from './lessonGroups.ts';
import { LessonReorderList, type FocusRequest } from './LessonReorderList.tsx';
import './activityReorder.css';

type ActivityReorderProps = ScreenProps<'activity_reorder' | 'program.activity_reorder'>;

/** Part 3 §8 "Course management": the reorder failed. */
export const REORDER_FAILED = 'An error occured';
export const REORDER_SAVED = 'The new order is saved.';

function ReorderEditor({ courseId, saved }: { courseId: string; saved: ActivityOrder }) {
  const notify = useNotify();
  const cache = useCallCache();
  const args = { params: { courseId } };
  const save = useCallMutation(saveActivityOrder, { onSuccess: (answer) => cache.set(getActivityOrder, args, () => answer) });
  const [initial, setInitial] = useState(() => lessonColumns(saved));
  const [lessons, setLessons] = useState<LessonColumns[]>(initial);
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const dirty = orderedIds(lessons).join() !== orderedIds(initial).join();
  const warning = useUnsavedChangesWarning(dirty && !save.isPending);

  const move = (lesson: LessonColumns, from: number, to: number, direction: 'up' | 'down') => {
    const activity = lesson.activities[from];
    if (!activity) return;
    setLessons((current) => withColumnMoved(current, lesson.key, from, to));
    setFocus({ activityId: activity.id, direction });
    setAnnouncement(`${activity.title} moved to position ${to + 1} of ${lesson.activities.length} in ${lesson.title}.`);
  };
  const submit = async () => {
    try {
      const answer = await save.mutateAsync({ params: { courseId }, body: { activities: orderedIds(lessons) } });
      const now = lessonColumns(answer);
      setInitial(now);
      setLessons(now);
      notify({ type: 'success', message: REORDER_SAVED });
    } catch {
      notify({ type: 'error', message: REORDER_FAILED });
    }
  };

  return (
    <>
      <p className="gb-reorder__hint">
        Drag a column by its handle, or use its Move up and Move down buttons (Alt+Up and Alt+Down in a row), then save. Columns move within their lesson.
      </p>
      {lessons.map((lesson) => (
        <LessonReorderList key={lesson.key} lesson={lesson} focus={focus} onMove={(from, to, direction) => move(lesson, from, to, direction)} />
      ))}
      <p className={VISUALLY_HIDDEN_CLASS} aria-live="polite">
        {announcement}
      </p>
      <div className="gb-reorder__actions">
        <Button variant="primary" disabled={!dirty || save.isPending} onClick={() => void submit()}>
          {save.isPending ? 'Saving…' : 'Save order'}
        </Button>
        <Button variant="secondary" disabled={!dirty || save.isPending} onClick={() => setLessons(initial)}>
          Undo changes
        </Button>
      </div>
      {warning}
    </>
  );
}

/**
 * /{courseId}/activity_reorder and /{programId}/activity_reorder/{courseId}
 * (part 3 §2): the course's gradebook columns in gradebook order, grouped by
 * lesson, reordered by dragging or from the keyboard, and saved; the
 * gradebook then shows them in this order.
 */
export default function ActivityReorderScreen({ params }: ActivityReorderProps) {
  const titleId = useId();
  const order = useCallQuery(getActivityOrder, { params: { courseId: params.courseId } });
  let main;
  if (order.isPending) main = <p role="status">Loading the activities…</p>;
  else if (order.error) {
    main = (
      <p role="alert" className="lms-field-error">
        {order.error.message || REORDER_FAILED}
      </p>
    );
  } else if (order.data.activities.length === 0) main = <p role="status">This course has no graded activities yet.</p>;
  // The editor keeps its own order from its first answer: a background read never drops unsaved moves.
  else main = <ReorderEditor courseId={params.courseId} saved={order.data} />;
  return (
    <section className={pageClass('medium')} aria-labelledby={titleId}>
      <h1 id={titleId}>Reorder activities</h1>
      {main}
    </section>
  );
}
