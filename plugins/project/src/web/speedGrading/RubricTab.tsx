import { useId, useRef } from 'react';
import { CheckboxField } from '@lms/sdk/web';
import { CriterionRatings } from './CriterionRatings.tsx';
import { FeedbackSection } from './FeedbackSection.tsx';
import type { GraderTabProps } from './graderPanelTabs.ts';
import { LatePolicyField } from './LatePolicyField.tsx';
import { PlainScoreField } from './PlainScoreField.tsx';
import { rubricTotal } from './scoreEntry.ts';

/** Focus the next criterion's rating group (its tab stop), after a number key chose a rating. */
function focusNextCriterion(container: HTMLElement | null, criterionId: string) {
  const groups = [...(container?.querySelectorAll<HTMLElement>('[role="radiogroup"][data-criterion]') ?? [])];
  const next = groups[groups.findIndex((group) => group.dataset.criterion === criterionId) + 1];
  next?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
}

/** The grading tab: the rubric's criteria (or a plain score), the late policy and feedback. */
export function RubricTab(props: GraderTabProps) {
  const { target, draft, change, useRubric, setUseRubric } = props;
  const { queue } = target;
  const criteriaRef = useRef<HTMLDivElement>(null);
  const rubricTitleId = useId();
  const rubric = useRubric ? queue.rubric : null;
  const total = rubric ? rubricTotal(rubric, draft.ratings) : null;
  return (
    <div className="lms-sg-tab">
      {queue.rubric && <CheckboxField label="Use rubric" value={useRubric} onChange={setUseRubric} hint="Off: grade with a plain score. Kept for this project on this device." />}
      {rubric ? (
        <section aria-labelledby={rubricTitleId} className="lms-sg-rubric">
          <h3 id={rubricTitleId}>{rubric.title}</h3>
          <p className="lms-sg-hint">Keys 1 to 9 choose a rating of the criterion you are on, then go to the next; the arrows move between ratings. Ctrl+Enter saves and goes to the next ungraded student.</p>
          <div ref={criteriaRef}>
            {rubric.criteria.map((criterion) => (
              <CriterionRatings
                key={criterion._id}
                criterion={criterion}
                chosen={draft.ratings[criterion._id]}
                onChoose={(ratingId) => change({ ratings: { ...draft.ratings, [criterion._id]: ratingId } })}
                onDone={() => focusNextCriterion(criteriaRef.current, criterion._id)}
              />
            ))}
          </div>
          <p className="lms-sg-total" aria-live="polite">
            Total: {total ?? '–'} / {rubric.total_points}
          </p>
        </section>
      ) : (
        <PlainScoreField max={queue.max_score} value={draft.scoreText} onChange={(scoreText) => change({ scoreText })} />
      )}
      <LatePolicyField {...props} />
      <FeedbackSection {...props} />
    </div>
  );
}
