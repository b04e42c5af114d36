import { CheckboxField } from '@lms/sdk/web';
import { draftScore } from './gradeDraft.ts';
import type { GraderTabProps } from './graderPanelTabs.ts';
import { scoreAfterPolicy } from './scoreEntry.ts';

/** Part 2 §2 "apply late policy": the deduction the policy takes for this lateness, and the score the student would get. */
export function LatePolicyField({ target, draft, change, useRubric }: GraderTabProps) {
  const { queue, submission } = target;
  if (!queue.policy || submission.seconds_late <= 0) return null;
  const score = draftScore(draft, queue, useRubric);
  const result = score === null ? '–' : String(draft.applyPolicy ? scoreAfterPolicy(score, queue.policy, submission.seconds_late) : score);
  return (
    <section className="lms-sg-late" aria-label="Late policy">
      <CheckboxField label="Apply late policy" value={draft.applyPolicy} onChange={(applyPolicy) => change({ applyPolicy })} hint={`Submitted late: the policy deducts ${submission.late_percent}%.`} />
      <p className="lms-sg-total" aria-live="polite">
        Resulting score: {result} / {queue.max_score}
      </p>
    </section>
  );
}
