import { describe, expect, it } from 'vitest';
import { importQtiItem } from '../../src/qti/importQtiItem.ts';
import { itemDeclarations } from '../../src/qti/processing/itemDeclarations.ts';
import { drawQtiTemplate, qtiOutcomes } from '../../src/qti/qtiItemRuntime.ts';
import { parseQtiItem } from '../../src/qti/qtiTree.ts';
import type { QtiItemContent, QtiResponse } from '../../src/schemas/qtiItem.ts';
import { expressionItem, qti21, qti30, SCORE_30 } from './qtiKeptFixtures.ts';

// The most common refusals and losses of the public QTI corpus (bench/qti-corpus), each on an item written here.

function kept(xml: string): { content: QtiItemContent; points: number } {
  const draft = importQtiItem(xml);
  if (draft.type !== 'qti') throw new Error(`imported as ${draft.type}`);
  return { content: draft.content, points: draft.points ?? 1 };
}

const outcomes = (xml: string, response: QtiResponse) => {
  const { content } = kept(xml);
  return qtiOutcomes(content, drawQtiTemplate(content, 1), response).outcomes;
};

const CHOICE_30 =
  '<qti-choice-interaction response-identifier="RESPONSE" max-choices="1"><qti-simple-choice identifier="A">Oak</qti-simple-choice><qti-simple-choice identifier="B">Pine</qti-simple-choice></qti-choice-interaction>';
const RESPONSE_30 = '<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="identifier"><qti-correct-response><qti-value>B</qti-value></qti-correct-response></qti-response-declaration>';

describe('the built-in outcome completionStatus', () => {
  const adaptive21 = (identifier: string) =>
    qti21({
      declarations: `<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier"><correctResponse><value>B</value></correctResponse></responseDeclaration><outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>`,
      body: '<choiceInteraction responseIdentifier="RESPONSE" maxChoices="1"><simpleChoice identifier="A">Oak</simpleChoice><simpleChoice identifier="B">Pine</simpleChoice></choiceInteraction>',
      processing: `<responseProcessing><responseCondition><responseIf><match><variable identifier="RESPONSE"/><correct identifier="RESPONSE"/></match>
        <setOutcomeValue identifier="SCORE"><baseValue baseType="float">1</baseValue></setOutcomeValue>
        <setOutcomeValue identifier="${identifier}"><baseValue baseType="identifier">completed</baseValue></setOutcomeValue></responseIf></responseCondition></responseProcessing>`,
    });

  it('is set by an item that does not declare it (QTI 2.1), and starts as "unknown" during an attempt', () => {
    expect(outcomes(adaptive21('completionStatus'), { RESPONSE: 'B' })).toMatchObject({ SCORE: 1, completionStatus: 'completed' });
    expect(outcomes(adaptive21('completionStatus'), { RESPONSE: 'A' })).toMatchObject({ SCORE: 0, completionStatus: 'unknown' });
  });

  it('is also read under its QTI 3.0 examples\' name completion_status', () => {
    expect(outcomes(adaptive21('completion_status'), { RESPONSE: 'B' })).toMatchObject({ completion_status: 'completed' });
  });

  it('is not added to the outcomes of an item that never names it', () => {
    const plain = qti30({ declarations: `${RESPONSE_30}${SCORE_30}`, body: CHOICE_30, processing: '<qti-response-processing template="https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml"/>' });
    expect([...itemDeclarations(parseQtiItem(plain)).outcomes.keys()]).toEqual(['SCORE']);
  });

  it('still refuses setting an outcome that is neither declared nor built in, naming it', () => {
    expect(() => importQtiItem(adaptive21('progress'))).toThrow('The setOutcomeValue (line 7) sets "progress", which the item does not declare for it.');
  });
});

describe('companion materials (QTI 3.0)', () => {
  it('imports an item offering a calculator and a rule, keeping them', () => {
    const item = qti30({
      declarations: `${RESPONSE_30}${SCORE_30}`,
      body: CHOICE_30,
      processing: '<qti-response-processing template="https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml"/>',
    }).replace(
      '<qti-item-body>',
      '<qti-companion-materials-info><qti-calculator><qti-calculator-type>basic</qti-calculator-type><qti-description>A basic calculator</qti-description></qti-calculator><qti-rule><qti-description>A ruler</qti-description><qti-rule-system-si><qti-minimum-length>10</qti-minimum-length><qti-minor-increment>1</qti-minor-increment></qti-rule-system-si></qti-rule></qti-companion-materials-info><qti-item-body>',
    );
    expect(kept(item).content.xml).toContain('<qti-calculator><qti-calculator-type>basic</qti-calculator-type><qti-description>A basic calculator</qti-description></qti-calculator>');
  });
});

describe("Common Cartridge's response processing templates", () => {
  const cc = (template: string, mapping = '', extra = '') =>
    qti30({
      declarations: `<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="identifier"><qti-correct-response><qti-value>B</qti-value></qti-correct-response>${mapping}</qti-response-declaration>${SCORE_30}
        <qti-outcome-declaration identifier="MAXSCORE" cardinality="single" base-type="float"><qti-default-value><qti-value>4</qti-value></qti-default-value></qti-outcome-declaration>
        <qti-outcome-declaration identifier="FEEDBACK" cardinality="single" base-type="identifier"/>${extra}`,
      body: CHOICE_30,
      processing: `<qti-response-processing template="https://www.imsglobal.org/question/qti_v3p0/rptemplates/${template}.xml"/>`,
    });

  it('CC2_match scores right or wrong, like match_correct', () => {
    expect(outcomes(cc('CC2_match'), { RESPONSE: 'B' })).toMatchObject({ SCORE: 1 });
    expect(outcomes(cc('CC2_match'), { RESPONSE: 'A' })).toMatchObject({ SCORE: 0 });
  });

  it('CC2_map_response scores by the mapping and sets FEEDBACK "correct" at the maximum', () => {
    const item = cc('CC2_map_response', '<qti-mapping default-value="0"><qti-map-entry map-key="B" mapped-value="4"/><qti-map-entry map-key="A" mapped-value="1"/></qti-mapping>');
    expect(kept(item).points).toBe(4);
    expect(outcomes(item, { RESPONSE: 'B' })).toMatchObject({ SCORE: 4, FEEDBACK: 'correct' });
    expect(outcomes(item, { RESPONSE: 'A' })).toMatchObject({ SCORE: 1, FEEDBACK: 'incorrect' });
  });

  it('CC2_match_basic gives MAXSCORE for the right answer and sets FEEDBACKBASIC', () => {
    const item = cc('CC2_match_basic', '', '<qti-outcome-declaration identifier="FEEDBACKBASIC" cardinality="single" base-type="identifier"/>');
    expect(outcomes(item, { RESPONSE: 'B' })).toMatchObject({ SCORE: 4, FEEDBACKBASIC: 'correct' });
    expect(outcomes(item, { RESPONSE: 'A' })).toMatchObject({ SCORE: 0, FEEDBACKBASIC: 'incorrect' });
  });

  it('still refuses a template that is neither standard nor Common Cartridge\'s, naming it', () => {
    expect(() => importQtiItem(cc('constructor'))).toThrow(
      'The qti-response-processing (line 7) uses the template "https://www.imsglobal.org/question/qti_v3p0/rptemplates/constructor.xml", which is not one of the standard templates',
    );
  });
});

describe('rubric blocks for the scorer', () => {
  it('keep an essay as QTI, so the scorer\'s rubric is not dropped (the candidate\'s delivery leaves it out)', () => {
    const essay = qti30({
      declarations: `<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="string"/>${SCORE_30}`,
      body: '<qti-extended-text-interaction response-identifier="RESPONSE"><qti-prompt>What burns in a candle?</qti-prompt></qti-extended-text-interaction><qti-rubric-block use="scoring" view="scorer"><qti-content-body><p>Wax, combustion</p></qti-content-body></qti-rubric-block>',
    });
    expect(kept(essay).content.xml).toContain('<qti-rubric-block use="scoring" view="scorer"><qti-content-body><p>Wax, combustion</p></qti-content-body></qti-rubric-block>');
  });
});

describe('repeat (the standard\'s statistics examples draw a list of random numbers with it)', () => {
  const N = '<qti-outcome-declaration identifier="N" cardinality="single" base-type="integer"><qti-default-value><qti-value>2</qti-value></qti-default-value></qti-outcome-declaration>';
  const listOf = (count: string, inner = '<qti-random-integer min="1" max="1000000"/>') => {
    const out = outcomes(expressionItem(`<qti-repeat number-repeats="${count}">${inner}</qti-repeat>`, { cardinality: 'ordered', baseType: 'integer' }, N), {});
    return out.OUT as number[];
  };

  it('evaluates its sub-expressions once per repetition, a random one drawing anew', () => {
    const drawn = listOf('3');
    expect(drawn).toHaveLength(3);
    expect(new Set(drawn).size).toBe(3);
    expect(listOf('2', '<qti-base-value base-type="integer">4</qti-base-value><qti-base-value base-type="integer">5</qti-base-value>')).toEqual([4, 5, 4, 5]);
  });

  it('repeats as often as a variable says, named bare as the examples do or in braces', () => {
    expect(listOf('N')).toHaveLength(2);
    expect(listOf('{N}')).toHaveLength(2);
  });

  it('refuses a count that is not a number or a variable, too many repetitions, and a repeat inside a repeat', () => {
    const refused = (count: string, inner = '<qti-random-integer max="3"/>') => () => importQtiItem(expressionItem(`<qti-repeat number-repeats="${count}">${inner}</qti-repeat>`, { cardinality: 'ordered', baseType: 'integer' }, N));
    expect(refused('lots')).toThrow('repeats "lots" times, which is neither a whole number nor a declared variable.');
    expect(refused('101')).toThrow('repeats 101 times; at most 100 are run.');
    expect(refused('2', '<qti-repeat number-repeats="2"><qti-random-integer max="3"/></qti-repeat>')).toThrow('holds another repeat, which this platform does not run.');
  });
});

describe('statsOperator (the same examples give the mean and spread of the list they drew)', () => {
  const stat = (name: string, values: number[]) => {
    const list = `<qti-ordered>${values.map((v) => `<qti-base-value base-type="float">${v}</qti-base-value>`).join('')}</qti-ordered>`;
    return outcomes(expressionItem(`<qti-stats-operator name="${name}">${list}</qti-stats-operator>`), {}).OUT;
  };

  it('gives the mean, the population and the sample variance and standard deviation', () => {
    expect(stat('mean', [2, 4, 4, 4, 5, 5, 7, 9])).toBe(5);
    expect(stat('popVariance', [2, 4, 4, 4, 5, 5, 7, 9])).toBe(4);
    expect(stat('popSD', [2, 4, 4, 4, 5, 5, 7, 9])).toBe(2);
    expect(stat('sampleVariance', [1, 2, 3, 4])).toBeCloseTo(5 / 3);
    expect(stat('sampleSD', [1, 3])).toBeCloseTo(Math.SQRT2);
  });

  it('is NULL for too few values (one for a sample\'s), and a statistic it does not know is refused at import', () => {
    expect(stat('sampleSD', [4])).toBeNull();
    expect(() => importQtiItem(expressionItem('<qti-stats-operator name="median"><qti-ordered><qti-base-value base-type="float">1</qti-base-value></qti-ordered></qti-stats-operator>'))).toThrow(
      'names a statistic this platform does not know: "median".',
    );
  });
});

describe('audio and video in the question', () => {
  it('keep a choice item as QTI with its video and tracks, which a native question text would drop', () => {
    const item = qti30({
      declarations: `${RESPONSE_30}${SCORE_30}`,
      body: `<p>Watch the clip.</p><video width="320" controls="controls"><source src="media/clip.mp4" type="video/mp4"/><track src="media/clip.vtt" kind="captions" srclang="en"/></video>${CHOICE_30}`,
      processing: '<qti-response-processing template="https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml"/>',
    });
    expect(kept(item).content.xml).toContain('<video width="320" controls="controls"><source src="media/clip.mp4" type="video/mp4"/><track src="media/clip.vtt" kind="captions" srclang="en"/></video>');
  });
});
