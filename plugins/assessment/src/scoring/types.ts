import type { QtiValue } from '../schemas/qtiItem.ts';

/**
 * Part 2 §3, §9 "accent_scoring (1, 0.5, 0)": 1 full deduction, 0.5 partial,
 * 0 none. How much an answer that differs from an accepted one only by its
 * accents loses: all its credit, half of it, or nothing.
 */
export const ACCENT_SCORING = [1, 0.5, 0] as const;
export type AccentScoring = (typeof ACCENT_SCORING)[number];

export interface ScoringOptions {
  accentScoring: AccentScoring;
}

/** How a typed answer compares with the accepted ones. */
export type TextMatch = 'exact' | 'accent' | 'none';

/** What a score says about the response, for review screens and reports. */
export interface ScoreDetails {
  /** Something was answered (an unanswered item scores 0 and never waits for a person). */
  answered: boolean;
  /** Multiple response: right choices not chosen, and chosen choices that are not right. */
  missed?: string[];
  wrong?: string[];
  /** Short text: how the answer matched. */
  match?: TextMatch;
  /** Numeric: the number read from the answer, null when it is not a number. */
  value?: number | null;
  /** Fill in the blanks: how each blank matched, by blank id. */
  blanks?: Record<string, TextMatch>;
  /** Ordering: how many entries are in their place. */
  in_place?: number;
  /** Matching: whether each prompt got its match, by prompt id. */
  pairs?: Record<string, boolean>;
  /** QTI items: the outcome variables after response processing (SCORE, MAXSCORE, FEEDBACK, the item's own). */
  outcomes?: Record<string, QtiValue>;
  /** A QTI information item (no interaction): nothing to answer, so neither answered nor unanswered. */
  information?: true;
}

/** The share of an item's points a response earns (0 to 1), or null when a person must say. */
export interface Credit {
  credit: number | null;
  details: ScoreDetails;
}

export interface ItemScore {
  score: number;
  max: number;
  /** True when the response earns every point, false otherwise, null while it waits for a person. */
  correct: boolean | null;
  details: ScoreDetails;
}
