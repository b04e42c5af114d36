/** A score out of its maximum, at most 2 decimals (part 2 §9), e.g. "7.5 / 10"; "Not scored" when there is none yet. */
export function scoreText(score: number | null | undefined, max: number | null | undefined): string {
  if (score === null || score === undefined) return 'Not scored';
  const shown = (value: number) => String(Math.round(value * 100) / 100);
  return max === null || max === undefined ? shown(score) : `${shown(score)} / ${shown(max)}`;
}
