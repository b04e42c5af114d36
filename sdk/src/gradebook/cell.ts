import { NO_STATES, withState } from './cellStates.ts';
import { DEFAULT_CUSTOM_MAX_SCORE } from './constants.ts';
import { countingAttempt } from './countingAttempt.ts';
import type { StepRecorder } from './explanationSteps.ts';
import { messageLabel } from './messageLabel.ts';
import type { CellResult } from './results.ts';
import { percentOf, toCents } from './rounding.ts';
import { scoreVisibleNow } from './scoreVisibility.ts';
import type { CellInput, Viewer } from './types.ts';

/**
 * One cell (part 3 §3 "Entry"): the student's own schedule (an assessment
 * override's dates, attempts and policy take the activity's place), the
 * counting attempt, the instructor's grade in its place, excused, practice,
 * and what this viewer may see. Constant work besides one pass over the
 * cell's attempts; builds steps only when `steps` is given.
 */
export function computeCell(input: CellInput, nowMs: number, viewer: Viewer, steps: StepRecorder): CellResult {
  const { activity, attempts, override, entry } = input;
  const dueDate = override?.dueDate ?? activity.dueDate;
  const openDate = override?.openDate ?? activity.openDate;
  const closeDate = override?.closeDate ?? activity.closeDate;
  const openMs = openDate === null ? -Infinity : openDate.getTime();
  const dueMs = dueDate === null ? Infinity : dueDate.getTime();
  const closeMs = closeDate === null ? Infinity : closeDate.getTime();
  const attemptLimit = override?.submissionAttempts ?? activity.submissionAttempts;

  const counted = countingAttempt(attempts, activity.scoringMethod, dueDate, override?.policy ?? activity.policy, steps);
  const grade = entry?.grade ?? null;
  const excused = entry?.excused === true;
  let score = counted.score;
  if (grade !== null) {
    steps?.push({
      kind: 'instructor_grade',
      label: score === null ? `Instructor grade ${grade}` : `Instructor grade ${grade} replaces ${score}`,
      score: (toCents(grade) - toCents(score ?? 0)) / 100,
    });
    score = grade;
  }
  const countedAttempt = attempts[counted.index];
  // Part 3 §5, §9: a custom column's max defaults to 999; a component's falls back to what its attempt was scored out of.
  const maxScore = activity.maxScore ?? (activity.componentId === null ? DEFAULT_CUSTOM_MAX_SCORE : (countedAttempt?.maxScore ?? null));
  const exhausted = attemptLimit > 0 && attempts.length >= attemptLimit;
  const closed = nowMs >= closeMs;
  const recorded = attempts.length > 0 || grade !== null || excused;
  const visible =
    viewer === 'staff' ||
    ((activity.componentId !== null || activity.show) && scoreVisibleNow(activity.scoreVisibility, nowMs, dueMs, closeMs, exhausted));
  // Nothing recorded by the close date counts as 0 (docs/architecture.md "Gradebook engine").
  const missing = attempts.length === 0 && grade === null && closed;
  const counts = activity.graded && !excused && visible && maxScore !== null && (score !== null || missing);
  if (steps !== null) {
    if (!activity.graded) steps.push({ kind: 'practice', label: 'Practice: never counts in a total' });
    if (excused) steps.push({ kind: 'excused', label: 'Excused: left out of every total' });
    if (counts && missing) steps.push({ kind: 'missing', label: 'Nothing recorded by the close date: counts as 0 in the totals' });
  }

  let states = NO_STATES;
  if (excused) states = withState(states, 'excused');
  if (!activity.graded) states = withState(states, 'practice');
  if (counted.needsGrading) states = withState(states, 'needs_grading');
  if (counted.containsOverdue) states = withState(states, 'contains_overdue');
  if (!visible) states = withState(states, 'not_displaying_score_yet');
  if (exhausted) states = withState(states, 'after_max_attempts');
  // What would tell a student about a score they may not see yet is left out for them.
  if (visible) {
    const countedLate = countedAttempt !== undefined && countedAttempt.submittedAt.getTime() > dueMs;
    // Late work counted whole: no policy took anything off, or an instructor accepted it without the policy.
    if (counted.accepted || (countedLate && !counted.lateDeducted)) states = withState(states, 'overdue_accepted');
    if (counted.lateDeducted && grade === null) states = withState(states, 'late_deducted');
    if (grade !== null) states = withState(states, 'instructor_graded_this');
  }

  const label = messageLabel({
    suppressed: activity.suppressUntilAvailable,
    opensLater: nowMs < openMs,
    recorded,
    scoreHidden: !visible,
    pending: counted.needsGrading && grade === null,
    lateDeducted: counted.lateDeducted && grade === null,
    settled: grade !== null || excused,
    attemptsRemain: attemptLimit === 0 || attempts.length < attemptLimit,
    closed,
    pastDue: nowMs >= (dueDate === null ? closeMs : dueMs),
    hasDueDate: dueDate !== null,
  });

  if (!visible && steps !== null) {
    steps.length = 0;
    steps.push({ kind: 'hidden', label: 'Score not displayed yet', note: activity.scoreVisibility });
  }
  const shown = visible ? score : null;
  return {
    score: shown,
    maxScore,
    percent: shown === null || maxScore === null ? null : percentOf(shown, maxScore),
    label,
    states,
    attempts: attempts.length,
    sessionId: visible ? (countedAttempt?.id ?? null) : null,
    dtStarted: attempts[0]?.submittedAt ?? null,
    dtCompleted: countedAttempt?.submittedAt ?? null,
    counts,
  };
}
