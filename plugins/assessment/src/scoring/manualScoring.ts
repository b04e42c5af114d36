import type { Credit } from './types.ts';

/**
 * The manually scored types (part 2 §9): an answer (text, or the id of a
 * recording or file) waits for a person; no answer scores 0 at once.
 */
export function manualCredit(response: unknown): Credit {
  const answered = typeof response === 'string' ? response.trim() !== '' : response !== undefined && response !== null;
  return answered ? { credit: null, details: { answered } } : { credit: 0, details: { answered } };
}
