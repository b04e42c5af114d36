/** Part 3 §9 "Default custom max 999 in the gradebook" (and §5: a grade is at most the max score, default custom max 999). */
export const DEFAULT_CUSTOM_MAX_SCORE = 999;

/** Part 3 §9 "Default score cut-off is 60" (a percent). */
export const DEFAULT_SCORE_CUT_OFF = 60;
