import { describe, expect, it } from 'vitest';
import { importQtiItem } from '../../src/qti/importQtiItem.ts';
import { drawQtiTemplate, qtiItemReview, qtiItemToAnswer, qtiOutcomes } from '../../src/qti/qtiItemRuntime.ts';
import type { QtiItemContent } from '../../src/schemas/qtiItem.ts';
import { COMPOSITE_21, MAPPED_CHOICE_21, TEMPLATED_SUM_30 } from './qtiKeptFixtures.ts';

function content(xml: string): QtiItemContent {
  const draft = importQtiItem(xml);
  if (draft.type !== 'qti') throw new Error(`imported as ${draft.type}`);
  return draft.content;
}

describe('templated items: drawn per attempt from a seed, shown and scored with the values drawn', () => {
  const item = content(TEMPLATED_SUM_30);

  it('draws the same values again from the same seed, other values from other seeds, within the constraint', () => {
    const draw = drawQtiTemplate(item, 42)!;
    expect(drawQtiTemplate(item, 42)).toEqual(draw);
    const { A, B } = draw.values as { A: number; B: number };
    expect(A).toBeGreaterThanOrEqual(10);
    expect(A).toBeLessThanOrEqual(99);
    expect(A).not.toBe(B);
    expect(draw.correct).toEqual({ RESPONSE: A + B });
    const others = new Set([1, 2, 3, 4, 5, 6].map((seed) => JSON.stringify(drawQtiTemplate(item, seed)!.values)));
    expect(others.size).toBeGreaterThan(1);
  });

  it('prints the values in the delivered XML, in MathML too, hides the template block, and gives nothing away', () => {
    const draw = drawQtiTemplate(item, 42)!;
    const { A, B } = draw.values as { A: number; B: number };
    const { xml } = qtiItemToAnswer(item, { draw, order: null });
    expect(xml).toContain(`<p>What is ${A} + ${B}?</p>`);
    expect(xml).toContain(`<math xmlns="http://www.w3.org/1998/Math/MathML"><mn>${A}</mn><mo>+</mo><mn>0</mn></math>`);
    expect(xml).not.toMatch(/Hint|qti-printed-variable|qti-template|qti-correct-response|qti-response-processing|qti-modal-feedback|Well done/);
    expect(xml).toContain('<qti-text-entry-interaction response-identifier="RESPONSE"/>');
  });

  it('scores against the templated correct response, within the relative tolerance', () => {
    const draw = drawQtiTemplate(item, 42)!;
    const sum = (draw.values.A as number) + (draw.values.B as number);
    expect(qtiOutcomes(item, draw, { RESPONSE: String(sum) }).outcomes.SCORE).toBe(2);
    expect(qtiOutcomes(item, draw, { RESPONSE: String(sum * 1.009) }).outcomes.SCORE).toBe(2);
    expect(qtiOutcomes(item, draw, { RESPONSE: String(sum * 1.02) }).outcomes.SCORE).toBe(0);
    expect(qtiOutcomes(item, draw, { RESPONSE: String(sum) }).maxScore).toBe(2);
  });

  it('reviews with the feedback the outcomes show, printed with the attempt values, and the correct response when shown', () => {
    const draw = drawQtiTemplate(item, 42)!;
    const { A, B } = draw.values as { A: number; B: number };
    const wrong = qtiItemReview(item, { draw, order: null }, { RESPONSE: '1' }, true);
    expect(wrong.outcomes).toMatchObject({ SCORE: 0, FEEDBACK: 'WRONG' });
    expect(wrong.review_xml).toContain(`<p>The sum is ${A} plus ${B}.</p>`);
    expect(wrong.review_xml).not.toContain('Well done');
    expect(wrong.correct_response).toEqual({ RESPONSE: String(A + B) });
    const right = qtiItemReview(item, { draw, order: null }, { RESPONSE: String(A + B) }, false);
    expect(right.review_xml).toContain('<qti-modal-feedback outcome-identifier="FEEDBACK" identifier="RIGHT" show-hide="show"><p>Well done.</p></qti-modal-feedback>');
    expect(right.review_xml).not.toContain('The sum is');
    expect(right.correct_response).toBeUndefined();
    expect(right.xml).not.toContain('Well done');
  });
});

describe('feedback and partial credit in review', () => {
  it('keeps inline feedback whose outcome holds its identifier, drops it otherwise', () => {
    const item = content(COMPOSITE_21);
    const right = qtiItemReview(item, { draw: null, order: null }, { CITY: 'P', WORD: 'CAFÉ' }, false);
    expect(right.outcomes).toMatchObject({ SCORE: 2, MAXSCORE: 2, FEEDBACK: ['CITY_OK'] });
    expect(right.review_xml).toContain('Right city.');
    const half = qtiItemReview(item, { draw: null, order: null }, { CITY: 'L', WORD: 'café' }, false);
    expect(half.outcomes).toMatchObject({ SCORE: 1, FEEDBACK: [] });
    expect(half.review_xml).not.toContain('Right city.');
    expect(qtiItemToAnswer(item, { draw: null, order: null }).xml).not.toContain('Right city.');
  });

  it('shows partial and negative credit as outcomes', () => {
    const item = content(MAPPED_CHOICE_21);
    expect(qtiItemReview(item, { draw: null, order: null }, { RESPONSE: ['A'] }, false).outcomes).toMatchObject({ SCORE: 1.5, MAXSCORE: 3 });
    expect(qtiItemReview(item, { draw: null, order: null }, { RESPONSE: ['B'] }, false).outcomes).toMatchObject({ SCORE: -1 });
    expect(qtiItemToAnswer(item, { draw: null, order: null }).xml).not.toMatch(/qti-mapping|qti-correct-response|<qti-default-value>/);
  });
});
