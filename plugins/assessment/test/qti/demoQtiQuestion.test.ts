import { describe, expect, it } from 'vitest';
import { qtiItemContent } from '../../src/qti/importQtiItem.ts';
import { scoreItem } from '../../src/scoring/scoreItem.ts';
import { DEMO_BANK_QUESTIONS } from '../../src/server/demo/demoQuestions.ts';

describe("the demo bank's QTI Question", () => {
  it('is kept as QTI (MathML and two kinds of interaction) and scores partial and negative credit by its own rules', () => {
    const question = DEMO_BANK_QUESTIONS.find((item) => item.reference === 'demo-qti-planets')!;
    if (question.type !== 'qti') throw new Error('the demo QTI Question is not of type qti');
    const content = qtiItemContent(question.content.xml);
    expect(content.xml).toContain('<msup><mn>10</mn><mn>2</mn></msup>');
    const scored = (response: unknown) => scoreItem({ type: 'qti', content, points: 3 }, response, { accentScoring: 1 }).score;
    expect(scored({ PLANET: 'EARTH', GAS: ['JUPITER', 'SATURN'] })).toBe(3);
    expect(scored({ PLANET: 'EARTH', GAS: ['JUPITER', 'MARS'] })).toBe(1);
    expect(scored({ PLANET: 'MARS', GAS: ['SATURN'] })).toBe(1);
    expect(scored({ PLANET: null, GAS: ['MARS'] })).toBe(0);
  });
});
