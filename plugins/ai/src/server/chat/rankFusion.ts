/** Reciprocal rank fusion's constant (Cormack et al. 2009): damps the weight of the very first places. */
export const FUSION_K = 60;

/**
 * Reciprocal rank fusion of ranked lists: each item scores the sum of
 * 1 / (FUSION_K + place) over the lists it is in (place 1 first), so an item
 * high in several lists comes first, without comparing the lists' own scores
 * (ts_rank and cosine similarity do not compare). Best first, with its score;
 * ties keep the order of first appearance.
 */
export function fuseRanks<T>(lists: readonly (readonly T[])[], key: (item: T) => string): { item: T; score: number }[] {
  const fused = new Map<string, { item: T; score: number }>();
  for (const list of lists) {
    list.forEach((item, index) => {
      const entry = fused.get(key(item)) ?? { item, score: 0 };
      entry.score += 1 / (FUSION_K + index + 1);
      fused.set(key(item), entry);
    });
  }
  return [...fused.values()].sort((a, b) => b.score - a.score);
}
