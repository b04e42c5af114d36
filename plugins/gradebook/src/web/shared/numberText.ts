/** A score as people read it (part 3 §9): at most 2 decimals, no trailing zeros. */
export const scoreText = (score: number): string => String(Math.round(score * 100) / 100);

/** Part 3 §9: percentages with 2 decimals. */
export const percentText = (percent: number): string => `${percent.toFixed(2)}%`;
