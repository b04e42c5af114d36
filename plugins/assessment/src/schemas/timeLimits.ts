/** Part 2 §5, §9: not timed, 15 to 120 minutes in steps of 15, or custom (stored in seconds). */
export const TIME_LIMIT_CHOICES = [0, 900, 1800, 2700, 3600, 4500, 5400, 6300, 7200] as const;

/** Part 2 §9: the limit a graded assessment gets when the author first times it. */
export const DEFAULT_TIME_LIMIT = 1800;
