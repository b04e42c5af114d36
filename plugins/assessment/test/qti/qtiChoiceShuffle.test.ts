import { describe, expect, it } from 'vitest';
import { importQtiItem } from '../../src/qti/importQtiItem.ts';
import { drawQtiChoiceOrder, qtiItemReview, qtiItemToAnswer } from '../../src/qti/qtiItemRuntime.ts';
import type { QtiItemContent } from '../../src/schemas/qtiItem.ts';
import { MAPPED_CHOICE_21 } from './qtiKeptFixtures.ts';
import { idsOf, SHUFFLED_30 } from './qtiShuffleFixtures.ts';

function content(xml: string): QtiItemContent {
  const draft = importQtiItem(xml);
  if (draft.type !== 'qti') throw new Error(`imported as ${draft.type}`);
  return draft.content;
}

const item = content(SHUFFLED_30);
const SEEDS = Array.from({ length: 20 }, (_, seed) => seed + 1);

describe('shuffle="true": choices in an order drawn per attempt from a seed', () => {
  it('draws one order per shuffling interaction or match set, the same from one seed, others from other seeds', () => {
    const order = drawQtiChoiceOrder(item, 7)!;
    expect(drawQtiChoiceOrder(item, 7)).toEqual(order);
    // choice (fixed C3 and C6 left out), the two match sets, the gap texts; the inline choice does not shuffle.
    expect(order.map((group) => [...group].sort())).toEqual([['C1', 'C2', 'C4', 'C5'], ['L1', 'L2', 'L3', 'L4'], ['R1', 'R2', 'R3', 'R4'], ['G1', 'G2', 'G3', 'G4']]);
    for (const group of [0, 1, 2, 3]) expect(new Set(SEEDS.map((seed) => drawQtiChoiceOrder(item, seed)![group]!.join())).size).toBeGreaterThan(3);
  });

  it('delivers the choices in the drawn order, fixed choices in their places, shuffle="false" in the author order', () => {
    for (const seed of SEEDS) {
      const order = drawQtiChoiceOrder(item, seed)!;
      const { xml } = qtiItemToAnswer(item, { draw: null, order });
      const choices = idsOf(xml, 'qti-simple-choice');
      expect(choices[2]).toBe('C3');
      expect(choices[5]).toBe('C6');
      expect(choices.filter((id) => id !== 'C3' && id !== 'C6')).toEqual(order[0]);
      expect(idsOf(xml, 'qti-simple-associable-choice')).toEqual([...order[1]!, ...order[2]!]);
      expect(idsOf(xml, 'qti-gap-text')).toEqual(order[3]);
      expect(idsOf(xml, 'qti-inline-choice')).toEqual(['P', 'L', 'M', 'N']);
      expect(xml).toMatch(/<\/qti-gap-text>\s*<p>The sky is <qti-gap identifier="GAP1"\/>/);
    }
  });

  it('reviews in the attempt order, and scores by identifiers whatever the order', () => {
    const order = drawQtiChoiceOrder(item, 3)!;
    const shown = qtiItemToAnswer(item, { draw: null, order }).xml;
    const review = qtiItemReview(item, { draw: null, order }, { RESPONSE: 'C2' }, true);
    expect(review.xml).toBe(shown);
    expect(idsOf(review.review_xml, 'qti-simple-choice')).toEqual(idsOf(shown, 'qti-simple-choice'));
    expect(review.outcomes).toMatchObject({ SCORE: 1 });
  });

  it('draws nothing for an item whose interactions do not shuffle, which is shown in the author order', () => {
    const unshuffled = content(MAPPED_CHOICE_21);
    expect(drawQtiChoiceOrder(unshuffled, 7)).toBeNull();
    expect(idsOf(qtiItemToAnswer(unshuffled, { draw: null, order: null }).xml, 'qti-simple-choice')).toEqual(['A', 'B', 'C', 'D']);
  });
});
