import { useId, useRef, type KeyboardEvent } from 'react';
import type { RubricCriterion } from '../../schemas/rubricTypes.ts';

export interface CriterionRatingsProps {
  criterion: RubricCriterion;
  /** The chosen rating's id. */
  chosen: string | undefined;
  onChoose(ratingId: string): void;
  /** After a number key chose a rating: the grader goes on to the next criterion. */
  onDone?(): void;
}

const pointsText = (points: number) => `${points} ${points === 1 ? 'point' : 'points'}`;

const MOVES: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * One criterion's ratings as a radio group of buttons: a click chooses; with
 * the focus in the group, the arrows (and Home, End) move and choose as radios
 * do, and the keys 1 to 9 choose the first to ninth rating, then move on.
 */
export function CriterionRatings({ criterion, chosen, onChoose, onDone }: CriterionRatingsProps) {
  const titleId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const chosenIndex = criterion.ratings.findIndex((rating) => rating._id === chosen);
  // The roving tab stop: the chosen rating, else the first.
  const tabStop = chosenIndex < 0 ? 0 : chosenIndex;

  const choose = (index: number, focus: boolean) => {
    const rating = criterion.ratings[index];
    if (!rating) return;
    onChoose(rating._id);
    if (focus) buttons.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const count = criterion.ratings.length;
    const current = buttons.current.findIndex((button) => button === document.activeElement);
    const move = MOVES[event.key];
    if (move && count > 0) {
      event.preventDefault();
      choose(move(current < 0 ? tabStop : current, count), true);
      return;
    }
    if (/^[1-9]$/.test(event.key) && Number(event.key) <= count) {
      event.preventDefault();
      choose(Number(event.key) - 1, false);
      onDone?.();
    }
  };

  return (
    <div className="lms-sg-criterion">
      <h4 id={titleId} className="lms-sg-criterion__title">
        {criterion.title} <span className="lms-sg-criterion__points">({pointsText(criterion.max_points)})</span>
      </h4>
      {criterion.description && <p className="lms-sg-criterion__description">{criterion.description}</p>}
      <div role="radiogroup" aria-labelledby={titleId} className="lms-sg-criterion__ratings" onKeyDown={onKeyDown} data-criterion={criterion._id}>
        {criterion.ratings.map((rating, index) => (
          <button
            key={rating._id}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            role="radio"
            aria-checked={rating._id === chosen}
            tabIndex={index === tabStop ? 0 : -1}
            className="lms-sg-rating"
            onClick={() => choose(index, false)}
          >
            <span className="lms-sg-rating__key" aria-hidden="true">
              {index < 9 ? index + 1 : ''}
            </span>
            <span className="lms-sg-rating__name">{rating.rating}</span>
            <span className="lms-sg-rating__points">{pointsText(rating.points)}</span>
            {rating.description && <span className="lms-sg-rating__description">{rating.description}</span>}
          </button>
        ))}
      </div>
    </div>
  );
}
