import { describe, expect, it } from 'vitest';
import { rightAnswerLines } from '../../src/web/grading/rightAnswer.ts';
import { MANUAL_ITEM_TYPES } from '../../src/schemas/itemTypes.ts';
import { SAMPLE_DEFINITIONS } from '../itemSamples.ts';

describe('rightAnswerLines', () => {
  it.each([
    ['single_choice', ['Paris']],
    ['multiple_response', ['2', '3', '5']],
    ['true_false', ['True']],
    ['short_text', ['Mitochondria or the mitochondria']],
    ['numeric', ['9.81 (± 0.05)']],
    ['fill_blanks', ['temp: 100', 'cold: 0 or zero']],
    ['ordering', ['Mercury', 'Venus', 'Earth']],
    ['matching', ['France → Paris', 'Italy → Rome']],
  ] as const)('says the right answer of a %s item', (type, lines) => {
    expect(rightAnswerLines(SAMPLE_DEFINITIONS[type])).toEqual(lines);
  });

  it('says when short text is case sensitive, and both tolerances of a number', () => {
    expect(rightAnswerLines({ type: 'short_text', content: { answers: ['DNA'], case_sensitive: true } })).toEqual(['DNA (case sensitive)']);
    expect(rightAnswerLines({ type: 'numeric', content: { answer: 50, tolerance: 1, tolerance_percent: 5 } })).toEqual(['50 (± 1 or ± 5%)']);
    expect(rightAnswerLines({ type: 'true_false', content: { correct: false } })).toEqual(['False']);
  });

  it.each(MANUAL_ITEM_TYPES)('has none for the manually scored %s', (type) => {
    expect(rightAnswerLines(SAMPLE_DEFINITIONS[type])).toBeNull();
  });
});
