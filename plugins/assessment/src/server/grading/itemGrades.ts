import type { AssessmentConfig } from '../../schemas/assessmentConfig.ts';
import { MANUAL_ITEM_TYPES, type ItemType } from '../../schemas/itemTypes.ts';
import { scoreAttempt } from '../../scoring/scoreAttempt.ts';
import type { AttemptRow } from '../delivery/AttemptStore.ts';
import { attemptOnPath } from '../delivery/branching/branchingPath.ts';
import type { DeliveredItem } from '../delivery/deliveredItems.ts';

export const isManualType = (type: ItemType) => (MANUAL_ITEM_TYPES as readonly string[]).includes(type);

/** One scored item of a submitted attempt, as a grader sees it. */
export interface ItemGrade {
  item: DeliveredItem;
  attempted: boolean;
  response: unknown;
  /** Before any late penalty (which applies to the attempt's sum). */
  score: number;
  max_score: number;
  /** A manually scored type (part 2 §9). */
  manual: boolean;
  /** The score is a person's (manual grading or regrade of responses). */
  person_scored: boolean;
  /** Answered, manually scored, and no person's score yet. */
  waiting: boolean;
}

/**
 * The items a submitted attempt is scored on (a branching quiz: its path),
 * each scored as the grading hook scores it: the computed score, or the
 * person's when there is one.
 */
export function itemGrades(config: AssessmentConfig, attempt: AttemptRow): ItemGrade[] {
  const { items, responses } = attemptOnPath(config, attempt);
  const scored = scoreAttempt(
    { session_id: attempt.id, submitted_at: new Date(attempt.submitted_at ?? 0).toISOString(), items, responses, manual_scores: attempt.manual_scores },
    { accentScoring: config.accent_scoring, dueDate: null, policy: null },
  );
  return items.map((item, index) => {
    const score = scored.items[index]!;
    return {
      item,
      attempted: score.details.answered,
      response: responses[item.id] ?? null,
      score: score.score,
      max_score: score.max,
      manual: isManualType(item.type),
      person_scored: score.by_person,
      waiting: score.correct === null,
    };
  });
}

/** The answered manual items without a person's score: the attempt waits for them. */
export const ungradedItems = (grades: readonly ItemGrade[]) => grades.filter((grade) => grade.waiting).map((grade) => grade.item.id);
