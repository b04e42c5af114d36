import { withState } from './cellStates.ts';
import type { StepRecorder } from './explanationSteps.ts';
import type { CellResult, GroupTotalResult, StudentTotals } from './results.ts';
import { divideRounded, percentOfCents, toCents } from './rounding.ts';
import type { CourseGradeSettings, GradebookActivity, RollupGroup, Viewer } from './types.ts';

export interface TotalsInput {
  activities: readonly GradebookActivity[];
  /** Aligned with activities; dropped cells are marked here (counts false, state 'dropped'). */
  cells: CellResult[];
  groups: readonly RollupGroup[];
  settings: CourseGradeSettings;
  finalOverride: number | null;
  viewer: Viewer;
}

/** What the totals add up per group, in hundredths (integers, so every sum is exact); the last slot is the implicit group of ungrouped activities. */
interface GroupSums {
  score: Float64Array;
  attemptedMax: Float64Array;
  obtainedMax: Float64Array;
  counted: Int32Array;
}

/** The totals, and whether the percent is a weighted mean of group percents (the explanation then adds up to the percent, not the points). */
export interface ComputedTotals {
  totals: StudentTotals;
  weighted: boolean;
  /** The percent before any final-grade override. */
  computedPercent: number | null;
}

const UNGROUPED_TITLE = 'Ungrouped activities';

/**
 * A student's totals from their computed cells (part 3 §3 "Group", "Student
 * row"). O(activities x (1 + the largest drop_lowest)) with a few typed arrays
 * per student and no sorting: each dropped cell is found by one scan for the
 * lowest percent (the first of equals, in course order, so ties are stable).
 */
export function computeTotals(input: TotalsInput, steps: StepRecorder): ComputedTotals {
  const { activities, cells, groups, settings, finalOverride, viewer } = input;
  const attempted = countCells(activities, cells, settings, (cell) => cell.attempts > 0 || cell.states.includes('instructor_graded_this'));
  const submittedLate = countCells(activities, cells, settings, (cell) => cell.states.includes('contains_overdue'));
  if (viewer === 'student' && settings.blockTotalScores) {
    steps?.push({ kind: 'blocked', label: 'Totals are not shown to students in this course' });
    const groupTotals = groups.map((group) => ({ id: group.id, scoreToDate: null, scoreToDateAttempted: null, scoreToDateObtained: null, percent: null }));
    const totals = { score: null, maxScore: null, percent: null, finalOverride: null, belowCutOff: false, attempted, submittedLate, groups: groupTotals };
    return { totals, weighted: false, computedPercent: null };
  }
  const of = groupIndexes(activities, groups);
  groups.forEach((group, g) => dropLowest(cells, of, g, group, activities, steps));
  const sums = addUp(cells, of, groups.length);
  if (steps !== null) recordCells(steps, activities, cells);
  const groupTotals = groups.map((group, g) => groupTotal(group.id, sums, g));
  const countedGroups = Array.from(sums.counted.keys()).filter((g) => sums.counted[g]! > 0);
  if (countedGroups.length === 0) {
    steps?.push({ kind: 'nothing', label: 'Nothing counts yet' });
    const totals = { score: null, maxScore: null, percent: null, finalOverride, belowCutOff: false, attempted, submittedLate, groups: groupTotals };
    return { totals: withOverride(totals, settings, steps), weighted: false, computedPercent: null };
  }
  const scoreCents = countedGroups.reduce((total, g) => total + sums.score[g]!, 0);
  const maxCents = countedGroups.reduce((total, g) => total + sums.obtainedMax[g]!, 0);
  const score = scoreCents / 100;
  const maxScore = maxCents / 100;
  const weighted = weightedPercent(countedGroups, groups, sums, steps);
  const percent = weighted ?? byPoints(countedGroups, groups, sums, scoreCents, maxCents, steps);
  const totals = { score, maxScore, percent, finalOverride, belowCutOff: false, attempted, submittedLate, groups: groupTotals };
  return { totals: withOverride(totals, settings, steps), weighted: weighted !== null, computedPercent: percent };
}

function countCells(activities: readonly GradebookActivity[], cells: readonly CellResult[], settings: CourseGradeSettings, test: (cell: CellResult) => boolean): number {
  let count = 0;
  for (let i = 0; i < cells.length; i++) {
    if (settings.suppressPractice && !activities[i]!.graded) continue;
    if (test(cells[i]!)) count++;
  }
  return count;
}

/** Each activity's group index; an activity outside every known group goes to the implicit one (index groups.length). */
function groupIndexes(activities: readonly GradebookActivity[], groups: readonly RollupGroup[]): Int32Array {
  const index = new Map(groups.map((group, g) => [group.id, g]));
  const of = new Int32Array(activities.length);
  for (let i = 0; i < activities.length; i++) {
    const rollupId = activities[i]!.rollupId;
    of[i] = (rollupId === null ? undefined : index.get(rollupId)) ?? groups.length;
  }
  return of;
}

/** A counted cell may be dropped once it is final: not waiting for grading, with a max to take a percent of. */
function droppable(cell: CellResult): boolean {
  return cell.counts && cell.label !== 'Pending' && cell.maxScore !== null && cell.maxScore > 0;
}

/**
 * Drops the group's lowest `dropLowest` droppable cells by percent, always
 * keeping one counted cell in the group. Percents are compared exactly, as
 * fractions of hundredths (a x d < c x b), so equal percents tie as in `numeric`.
 */
function dropLowest(cells: CellResult[], of: Int32Array, g: number, group: RollupGroup, activities: readonly GradebookActivity[], steps: StepRecorder): void {
  if (group.dropLowest <= 0) return;
  let counted = 0;
  for (let i = 0; i < cells.length; i++) if (of[i] === g && cells[i]!.counts) counted++;
  for (let dropped = 0; dropped < group.dropLowest && counted > 1; dropped++) {
    let lowest = -1;
    let lowestScore = 0;
    let lowestMax = 0;
    for (let i = 0; i < cells.length; i++) {
      const cell = cells[i]!;
      if (of[i] !== g || !droppable(cell)) continue;
      const score = toCents(cell.score ?? 0);
      const max = toCents(cell.maxScore!);
      if (lowest === -1 || score * lowestMax < lowestScore * max) {
        lowest = i;
        lowestScore = score;
        lowestMax = max;
      }
    }
    const cell = cells[lowest];
    if (cell === undefined) return;
    cell.counts = false;
    cell.states = withState(cell.states, 'dropped');
    counted--;
    steps?.push({
      kind: 'dropped',
      label: `Dropped: ${activities[lowest]!.title} (${cell.score ?? 0} of ${cell.maxScore}), one of the lowest ${group.dropLowest} in ${group.title}`,
    });
  }
}

function addUp(cells: readonly CellResult[], of: Int32Array, groupCount: number): GroupSums {
  const sums: GroupSums = {
    score: new Float64Array(groupCount + 1),
    attemptedMax: new Float64Array(groupCount + 1),
    obtainedMax: new Float64Array(groupCount + 1),
    counted: new Int32Array(groupCount + 1),
  };
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i]!;
    if (!cell.counts) continue;
    const g = of[i]!;
    const max = toCents(cell.maxScore ?? 0);
    sums.counted[g]!++;
    sums.obtainedMax[g]! += max;
    if (cell.score !== null) {
      sums.score[g]! += toCents(cell.score);
      sums.attemptedMax[g]! += max;
    }
  }
  return sums;
}

/** Steps for the cells left out or counted as 0 (they add nothing to the value). */
function recordCells(steps: NonNullable<StepRecorder>, activities: readonly GradebookActivity[], cells: readonly CellResult[]): void {
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i]!;
    const title = activities[i]!.title;
    if (cell.states.includes('excused') && activities[i]!.graded) steps.push({ kind: 'excused', label: `Excused: ${title}` });
    else if (cell.counts && cell.score === null) steps.push({ kind: 'missing', label: `${title}: nothing recorded by the close date, counts as 0` });
  }
}

function groupTotal(id: string, sums: GroupSums, g: number): GroupTotalResult {
  if (sums.counted[g] === 0) return { id, scoreToDate: null, scoreToDateAttempted: null, scoreToDateObtained: null, percent: null };
  return {
    id,
    scoreToDate: sums.score[g]! / 100,
    scoreToDateAttempted: sums.attemptedMax[g]! / 100,
    scoreToDateObtained: sums.obtainedMax[g]! / 100,
    percent: percentOfCents(sums.score[g]!, sums.obtainedMax[g]!),
  };
}

function titleOf(groups: readonly RollupGroup[], g: number): string {
  return groups[g]?.title ?? UNGROUPED_TITLE;
}

/**
 * The weighted mean of the group percents, renormalised over the groups with
 * counted cells, when each of those has a weight (and their weights add up to
 * more than 0); null otherwise. Each group's contribution is rounded to 2
 * decimals and the percent is their sum, so the explanation adds up exactly.
 * In hundredths: contribution = round(percent x weight / total weight), as
 * `numeric` computes round(percent * weight / total_weight, 2).
 */
function weightedPercent(countedGroups: readonly number[], groups: readonly RollupGroup[], sums: GroupSums, steps: StepRecorder): number | null {
  let totalWeight = 0;
  for (const g of countedGroups) {
    const weight = groups[g]?.weight ?? null;
    if (weight === null || !(sums.obtainedMax[g]! > 0)) return null;
    totalWeight += toCents(weight);
  }
  if (!(totalWeight > 0)) return null;
  let percent = 0;
  for (const g of countedGroups) {
    const weight = toCents(groups[g]!.weight!);
    const groupPercent = divideRounded(sums.score[g]! * 10_000, sums.obtainedMax[g]!);
    const contribution = divideRounded(groupPercent * weight, totalWeight);
    percent += contribution;
    steps?.push({
      kind: 'weighted_group',
      label: `${titleOf(groups, g)}: ${groupPercent / 100}% at weight ${weight / 100} of ${totalWeight / 100}`,
      score: contribution / 100,
      max: divideRounded(weight * 10_000, totalWeight) / 100,
      note: `${sums.score[g]! / 100} of ${sums.obtainedMax[g]! / 100} points`,
    });
  }
  return percent / 100;
}

function byPoints(countedGroups: readonly number[], groups: readonly RollupGroup[], sums: GroupSums, scoreCents: number, maxCents: number, steps: StepRecorder): number | null {
  if (steps !== null) {
    for (const g of countedGroups) {
      const groupScore = sums.score[g]! / 100;
      const groupMax = sums.obtainedMax[g]! / 100;
      steps.push({ kind: 'group', label: `${titleOf(groups, g)}: ${groupScore} of ${groupMax}`, score: groupScore, max: groupMax });
    }
  }
  return percentOfCents(scoreCents, maxCents);
}

/** The final-grade override replaces the percent (the steps still explain the computed value), then the cut-off marker. */
function withOverride(totals: StudentTotals, settings: CourseGradeSettings, steps: StepRecorder): StudentTotals {
  if (totals.finalOverride !== null) {
    steps?.push({
      kind: 'final_override',
      label: totals.percent === null ? `Final grade override: ${totals.finalOverride}%` : `Final grade override: ${totals.finalOverride}% replaces ${totals.percent}%`,
    });
    totals.percent = totals.finalOverride;
  }
  totals.belowCutOff = totals.percent !== null && totals.percent < settings.scoreCutOff;
  return totals;
}
