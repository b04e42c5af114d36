import { CARD_MOVE_MS, ITERATE_DELAY_MS } from '../rules/flashcardConstants.ts';

/** The session's timings (part 2 §9); none for readers who ask for reduced motion. */
export function studyTimings(): { moveMs: number; iterateMs: number } {
  const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduced ? { moveMs: 0, iterateMs: 0 } : { moveMs: CARD_MOVE_MS, iterateMs: ITERATE_DELAY_MS };
}
