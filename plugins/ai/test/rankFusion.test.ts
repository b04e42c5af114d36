import { describe, expect, it } from 'vitest';
import { FUSION_K, fuseRanks } from '../src/server/chat/rankFusion.ts';

describe('reciprocal rank fusion', () => {
  it('puts an item high in several lists first, by places alone', () => {
    const fused = fuseRanks([['a', 'b', 'c'], ['c', 'b'], ['b']], (item) => item);
    expect(fused.map((entry) => entry.item)).toEqual(['b', 'c', 'a']);
    expect(fused[0]!.score).toBeCloseTo(1 / (FUSION_K + 2) + 1 / (FUSION_K + 2) + 1 / (FUSION_K + 1), 10);
    expect(fuseRanks([[], []], (item: string) => item)).toEqual([]);
  });
});
