import type { AssessmentConfig } from '../../schemas/assessmentConfig.ts';

/** A stored response that counts as an answer: anything but nothing, an empty text or an empty choice. */
const answered = (response: unknown) => response !== undefined && response !== null && response !== '' && !(Array.isArray(response) && response.length === 0);

/**
 * lock_back_button on the server (part 2 §3), the rule the page applies: in a
 * plain assessment the taker goes on from the last Question answered, so a
 * response to a Question before it is going back. Answers the ids a save may
 * not change (none without the lock, or in a video or branching quiz, whose
 * order is their own).
 */
export function lockedItems(config: Pick<AssessmentConfig, 'lock_back_button' | 'sub_type'>, itemIds: readonly string[], stored: Readonly<Record<string, unknown>>): Set<string> {
  if (!config.lock_back_button || config.sub_type !== null) return new Set();
  let last = -1;
  itemIds.forEach((id, index) => {
    if (answered(stored[id])) last = index;
  });
  return new Set(itemIds.slice(0, Math.max(0, last)));
}
