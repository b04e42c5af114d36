/** Part 2 §9: scores keep 2 decimals. */
export function roundScore(score: number): number {
  return Math.round(score * 100) / 100;
}
