import { AppLink, Button, useNotify } from '@lms/sdk/web';
import { getStudyCenter, moveStudyItem, NOT_IN_COURSE_CONTEXT, type StudyCenter, type StudyCenterItem } from '../../calls/studyCenterCalls.ts';
import { STUDY_CENTER_CHANGED, useCallMutation, useCallQuery } from '../serverData.ts';
import '../notes/notes.css';
import './studyCenter.css';

type Target = 'green' | 'blue';

/**
 * The buckets (part 3 §4): red holds what to revisit (missed Questions, cards
 * due); the student moves an item to green when they have got it, or to blue
 * to come back to it later.
 */
const BUCKETS = [
  { key: 'red_bucket', heading: 'To revisit', empty: 'Nothing to revisit right now.', moves: ['green', 'blue'] },
  { key: 'green_bucket', heading: 'Got it', empty: 'Nothing here yet.', moves: ['blue'] },
  { key: 'blue_bucket', heading: 'Later', empty: 'Nothing here yet.', moves: ['green'] },
] as const satisfies readonly { key: keyof StudyCenter; heading: string; empty: string; moves: readonly Target[] }[];

const MOVE_LABELS: Record<Target, string> = { green: 'Got it', blue: 'Later' };
const SOURCE_LABELS: Record<string, string> = { assessment: 'Quiz question', flashcards: 'Flashcard' };

/** Part 1 §2 study center panel: the reader's own items in the course, by bucket. */
export default function StudyCenterPanel({ courseId }: { courseId: string | null }) {
  if (!courseId) return <p role="alert">{NOT_IN_COURSE_CONTEXT}</p>;
  return <CourseStudyCenter courseId={courseId} />;
}

function CourseStudyCenter({ courseId }: { courseId: string }) {
  const centre = useCallQuery(getStudyCenter, { params: { courseId } }, { refetchOn: [STUDY_CENTER_CHANGED] });
  const notify = useNotify();
  const move = useCallMutation(moveStudyItem, { emits: [STUDY_CENTER_CHANGED] });
  const moveTo = (itemId: string, bucket: Target) => move.mutate({ params: { courseId, itemId, bucket } }, { onError: (error) => notify({ type: 'error', message: error.message }) });

  if (centre.isPending) return <p role="status">Loading your study center…</p>;
  if (centre.isError) {
    return (
      <div role="alert">
        <p>Your study center could not be loaded.</p>
        <Button variant="secondary" small onClick={() => void centre.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (centre.data.error) return <p className="study-tools-panel__empty">{centre.data.error}</p>;
  return (
    <div className="study-tools-panel">
      {BUCKETS.map((bucket) => (
        <section key={bucket.key} className={`study-center__bucket study-center__bucket--${bucket.key}`} aria-labelledby={`study-center-${bucket.key}`}>
          <h3 id={`study-center-${bucket.key}`} className="study-center__heading">
            {bucket.heading} <span className="study-center__count">({centre.data[bucket.key].length})</span>
          </h3>
          {centre.data[bucket.key].length === 0 ? (
            <p className="study-tools-panel__empty">{bucket.empty}</p>
          ) : (
            <ul className="study-tools-list" aria-label={bucket.heading}>
              {centre.data[bucket.key].map((item) => (
                <StudyItemRow key={item._id} item={item} moves={bucket.moves} busy={move.isPending} onMove={moveTo} />
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

function StudyItemRow({ item, moves, busy, onMove }: { item: StudyCenterItem; moves: readonly Target[]; busy: boolean; onMove(itemId: string, bucket: Target): void }) {
  return (
    <li className="study-tools-list__item">
      <span>
        <AppLink to={item.link}>{item.title}</AppLink>
        <span className="study-tools-list__meta">{SOURCE_LABELS[item.source] ?? item.source}</span>
      </span>
      <span className="study-center__moves">
        {moves.map((target) => (
          <Button key={target} variant="quiet" small disabled={busy} aria-label={`${MOVE_LABELS[target]}: ${item.title}`} onClick={() => onMove(item._id, target)}>
            {MOVE_LABELS[target]}
          </Button>
        ))}
      </span>
    </li>
  );
}
