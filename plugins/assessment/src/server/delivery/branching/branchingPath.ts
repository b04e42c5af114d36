import { END_STEP, type AssessmentConfig } from '../../../schemas/assessmentConfig.ts';
import type { AttemptRow } from '../AttemptStore.ts';
import type { ItemToAnswer } from '../../../calls/deliveredItem.ts';
import { itemToAnswer, type DeliveredItem } from '../deliveredItems.ts';

/**
 * One step of a branching quiz's path: an item the taker reached, with the
 * response it was passed with once they went on (kept, so a later save
 * cannot change an answer that chose the branch); `end` closes the path.
 */
export interface PathStep {
  item_id: string;
  response?: unknown;
}

const isBranching = (config: AssessmentConfig) => config.sub_type === 'branching';

/** A new attempt's path: its first delivered item (the assessment's first, unless scrambled). */
export function startingPath(items: readonly DeliveredItem[]): PathStep[] {
  return items.length ? [{ item_id: items[0]!.id }] : [];
}

/** The path column as stored: null until start writes it, and for other quizzes. */
export function storedPath(attempt: AttemptRow): PathStep[] | null {
  return attempt.path ?? null;
}

/** The attempt's path; one started a moment ago may not have it written yet: its starting path. */
export function pathOf(attempt: AttemptRow): PathStep[] {
  return storedPath(attempt) ?? startingPath(attempt.items);
}

/** The item the taker is on, or null once the path has ended. */
export function currentItemId(path: readonly PathStep[]): string | null {
  const last = path.at(-1)?.item_id;
  return last === undefined || last === END_STEP ? null : last;
}

/**
 * Where a branching quiz goes after `itemId` (part 2 §3 "adaptive"): its
 * `correct` step when the response earned every point or waits for a person,
 * else its `incorrect` step. A step to an item the attempt did not deliver
 * (pickx) or already passed ends the path, so every path ends and no item is
 * scored twice.
 */
export function nextStep(config: AssessmentConfig, itemId: string, correct: boolean | null, path: readonly PathStep[], items: readonly DeliveredItem[]): string {
  const steps = config.adaptive[itemId];
  const target = correct === false ? steps?.incorrect : steps?.correct;
  if (!target || target === END_STEP) return END_STEP;
  const delivered = items.some((item) => item.id === target);
  const passed = path.some((step) => step.item_id === target);
  return delivered && !passed ? target : END_STEP;
}

/** The path after going on from its current item with `response`. */
export function advancedPath(path: readonly PathStep[], response: unknown, next: string): PathStep[] {
  const current = path.at(-1)!;
  return [...path.slice(0, -1), { item_id: current.item_id, ...(response === undefined ? {} : { response }) }, { item_id: next }];
}

/** The responses of the path's items: the kept one of each passed item, the saved one of the current item. */
function pathResponses(path: readonly PathStep[], saved: Record<string, unknown>): Record<string, unknown> {
  const current = currentItemId(path);
  const responses: Record<string, unknown> = {};
  for (const step of path) {
    const response = step.item_id === current ? saved[step.item_id] : step.response;
    if (step.item_id !== END_STEP && response !== undefined) responses[step.item_id] = response;
  }
  return responses;
}

function pathItems(path: readonly PathStep[], items: readonly DeliveredItem[]): DeliveredItem[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return path.flatMap((step) => byId.get(step.item_id) ?? []);
}

/**
 * What of an attempt is delivered and scored: for a branching quiz only the
 * items on its path (in path order) and their responses; all of them
 * otherwise. `path` lists the path's item ids (and `end` once over), null for
 * other quizzes.
 */
export function attemptOnPath(config: AssessmentConfig, attempt: AttemptRow): { items: DeliveredItem[]; responses: Record<string, unknown>; path: string[] | null } {
  if (!isBranching(config)) return { items: attempt.items, responses: attempt.responses, path: null };
  const path = pathOf(attempt);
  return { items: pathItems(path, attempt.items), responses: pathResponses(path, attempt.responses), path: path.map((step) => step.item_id) };
}

/** The running attempt's items as the taker sees them (attemptOnPath, without right answers). */
export function attemptToAnswer(config: AssessmentConfig, attempt: AttemptRow): { items: ItemToAnswer[]; responses: Record<string, unknown>; path: string[] | null } {
  const { items, responses, path } = attemptOnPath(config, attempt);
  return { items: items.map(itemToAnswer), responses, path };
}
