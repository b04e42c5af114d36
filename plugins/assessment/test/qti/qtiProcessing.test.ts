import { describe, expect, it } from 'vitest';
import { importQtiItem } from '../../src/qti/importQtiItem.ts';
import { drawQtiTemplate, qtiOutcomes } from '../../src/qti/qtiItemRuntime.ts';
import type { QtiItemContent, QtiResponse, QtiValue } from '../../src/schemas/qtiItem.ts';
import { scoreItem } from '../../src/scoring/scoreItem.ts';
import { expressionItem, HOTSPOT_21, MAPPED_CHOICE_21, qti21, qti30, SCORE_30 } from './qtiKeptFixtures.ts';

function kept(xml: string): { content: QtiItemContent; points: number } {
  const draft = importQtiItem(xml);
  if (draft.type !== 'qti') throw new Error(`imported as ${draft.type}`);
  return { content: draft.content, points: draft.points ?? 1 };
}

const outcomes = (xml: string, response: QtiResponse = {}, seed = 7) => {
  const { content } = kept(xml);
  return qtiOutcomes(content, drawQtiTemplate(content, seed), response).outcomes;
};

/** The value of one expression, run as an item's response processing. */
const value = (expression: string, out?: { cardinality?: string; baseType?: string }, declarations = '', response: QtiResponse = {}): QtiValue =>
  outcomes(expressionItem(expression, out, declarations), response).OUT!;

const float = (n: number | string) => `<qti-base-value base-type="float">${n}</qti-base-value>`;
const int = (n: number | string) => `<qti-base-value base-type="integer">${n}</qti-base-value>`;
const id = (text: string) => `<qti-base-value base-type="identifier">${text}</qti-base-value>`;
const str = (text: string) => `<qti-base-value base-type="string">${text}</qti-base-value>`;
const bool = (b: boolean) => `<qti-base-value base-type="boolean">${b}</qti-base-value>`;
const point = (p: string) => `<qti-base-value base-type="point">${p}</qti-base-value>`;
const op = (name: string, args: string, attributes = '') => `<qti-${name}${attributes ? ` ${attributes}` : ''}>${args}</qti-${name}>`;
const BOOL = { baseType: 'boolean' };
const INT = { baseType: 'integer' };

const choiceItem = (template: string, mapping = '') =>
  qti30({
    declarations: `<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="identifier"><qti-correct-response><qti-value>B</qti-value></qti-correct-response>${mapping}</qti-response-declaration>${SCORE_30}`,
    body: '<qti-choice-interaction response-identifier="RESPONSE" max-choices="1"><qti-simple-choice identifier="A">x<b>1</b></qti-simple-choice><qti-simple-choice identifier="B">y<b>2</b></qti-simple-choice></qti-choice-interaction>',
    processing: `<qti-response-processing template="${template}"/>`,
  });

describe('standard response processing templates, by URI in their 2.x and 3.0 forms', () => {
  it('match_correct: 1 for the correct response, 0 otherwise', () => {
    for (const uri of ['http://www.imsglobal.org/question/qti_v2p1/rptemplates/match_correct', 'https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml']) {
      expect(outcomes(choiceItem(uri), { RESPONSE: 'B' }).SCORE).toBe(1);
      expect(outcomes(choiceItem(uri), { RESPONSE: 'A' }).SCORE).toBe(0);
      expect(outcomes(choiceItem(uri), {}).SCORE).toBe(0);
    }
  });

  it('map_response: partial and negative credit within the mapping bounds', () => {
    expect(outcomes(MAPPED_CHOICE_21, { RESPONSE: ['A', 'C'] }).SCORE).toBe(3);
    expect(outcomes(MAPPED_CHOICE_21, { RESPONSE: ['A'] }).SCORE).toBe(1.5);
    expect(outcomes(MAPPED_CHOICE_21, { RESPONSE: ['A', 'B'] }).SCORE).toBe(0.5);
    expect(outcomes(MAPPED_CHOICE_21, { RESPONSE: ['B', 'D'] }).SCORE).toBe(-2);
    // Each value counts once; lower bound -2 holds.
    expect(outcomes(MAPPED_CHOICE_21, { RESPONSE: ['B', 'B', 'D'] }).SCORE).toBe(-2);
    expect(outcomes(MAPPED_CHOICE_21, {}).SCORE).toBe(0);
  });

  it('map_response_point: each area once, points outside it at the default, within the bounds', () => {
    expect(outcomes(HOTSPOT_21, { RESPONSE: ['52 48', '120 110'] }).SCORE).toBe(3);
    expect(outcomes(HOTSPOT_21, { RESPONSE: ['52 48', '49 51'] }).SCORE).toBe(2);
    expect(outcomes(HOTSPOT_21, { RESPONSE: ['52 48', '0 0'] }).SCORE).toBe(1);
    expect(outcomes(HOTSPOT_21, { RESPONSE: ['0 0'] }).SCORE).toBe(0);
  });

  it('scores a QTI item with partial and negative credit out of its points (MAXSCORE)', () => {
    const { content, points } = kept(MAPPED_CHOICE_21);
    expect(points).toBe(3);
    const item = { type: 'qti' as const, content, points: 6 };
    const options = { accentScoring: 1 as const };
    expect(scoreItem(item, { RESPONSE: ['A'] }, options)).toMatchObject({ score: 3, max: 6, correct: false, details: { answered: true, outcomes: { SCORE: 1.5 } } });
    expect(scoreItem(item, { RESPONSE: ['A', 'C'] }, options)).toMatchObject({ score: 6, correct: true });
    expect(scoreItem(item, { RESPONSE: ['B', 'D'] }, options).score).toBe(-4);
    expect(scoreItem(item, 'not a response', options)).toMatchObject({ score: 0, details: { answered: false } });
  });

  it('leaves an answered item whose SCORE is external-scored to a person', () => {
    const essay = qti30({
      declarations: '<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="string"/><qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float" external-scored="human" normal-maximum="4"/>',
      body: '<qti-extended-text-interaction response-identifier="RESPONSE"/><qti-choice-interaction response-identifier="RESPONSE" max-choices="1"><qti-simple-choice identifier="A">a</qti-simple-choice></qti-choice-interaction>',
    });
    const { content, points } = kept(essay);
    expect(points).toBe(4);
    const options = { accentScoring: 1 as const };
    expect(scoreItem({ type: 'qti', content, points }, { RESPONSE: 'An essay.' }, options)).toMatchObject({ score: 0, correct: null });
    expect(scoreItem({ type: 'qti', content, points }, { RESPONSE: null }, options)).toMatchObject({ score: 0, correct: false });
  });
});

describe('numeric expressions', () => {
  it('sum, product, subtract, divide, power, min, max: integers stay integers, a division by 0 is NULL', () => {
    expect(value(op('sum', int(2) + int(3) + float(0.5)))).toBe(5.5);
    expect(value(op('product', int(2) + int(3)), INT)).toBe(6);
    expect(value(op('subtract', int(2) + int(5)), INT)).toBe(-3);
    expect(value(op('divide', int(7) + int(2)))).toBe(3.5);
    expect(value(op('divide', int(7) + int(0)))).toBeNull();
    expect(value(op('power', int(2) + int(10)))).toBe(1024);
    expect(value(op('min', int(4) + float(-1.5) + int(3)))).toBe(-1.5);
    expect(value(op('max', op('multiple', int(4) + int(9)) + int(3)), INT)).toBe(9);
    expect(value(op('sum', int(2) + op('null', '')))).toBeNull();
  });

  it('integerDivide and integerModulus round toward minus infinity; round, truncate, gcd, lcm', () => {
    expect(value(op('integer-divide', int(-7) + int(2)), INT)).toBe(-4);
    expect(value(op('integer-modulus', int(-7) + int(2)), INT)).toBe(1);
    expect(value(op('integer-modulus', int(7) + int(0)), INT)).toBeNull();
    expect(value(op('round', float(6.5)), INT)).toBe(7);
    expect(value(op('round', float(-6.5)), INT)).toBe(-6);
    expect(value(op('truncate', float(-6.7)), INT)).toBe(-6);
    expect(value(op('gcd', int(12) + int(18)), INT)).toBe(6);
    expect(value(op('lcm', int(4) + int(6)), INT)).toBe(12);
  });

  it('lt, gt, lte, gte, and NULL when a side is NULL', () => {
    expect(value(op('lt', int(1) + float(1.5)), BOOL)).toBe(true);
    expect(value(op('gt', int(1) + float(1.5)), BOOL)).toBe(false);
    expect(value(op('lte', int(2) + float(2)), BOOL)).toBe(true);
    expect(value(op('gte', int(1) + float(2)), BOOL)).toBe(false);
    expect(value(op('gte', int(1) + op('null', '')), BOOL)).toBeNull();
  });

  it('equal: exact, absolute and relative tolerance, bounds included unless excluded', () => {
    expect(value(op('equal', float(10) + float(10.0), 'tolerance-mode="exact"'), BOOL)).toBe(true);
    expect(value(op('equal', float(10) + float(10.5), 'tolerance-mode="absolute" tolerance="0.5"'), BOOL)).toBe(true);
    expect(value(op('equal', float(10) + float(10.5), 'tolerance-mode="absolute" tolerance="0.5" include-upper-bound="false"'), BOOL)).toBe(false);
    expect(value(op('equal', float(10) + float(9.4), 'tolerance-mode="absolute" tolerance="0.5 2"'), BOOL)).toBe(false);
    expect(value(op('equal', float(10) + float(11.9), 'tolerance-mode="absolute" tolerance="0.5 2"'), BOOL)).toBe(true);
    expect(value(op('equal', float(200) + float(190), 'tolerance-mode="relative" tolerance="5"'), BOOL)).toBe(true);
    expect(value(op('equal', float(200) + float(189), 'tolerance-mode="relative" tolerance="5"'), BOOL)).toBe(false);
  });

  it('equalRounded by significant figures and decimal places', () => {
    expect(value(op('equal-rounded', float(3.14159) + float(3.1449), 'rounding-mode="significantFigures" figures="3"'), BOOL)).toBe(true);
    expect(value(op('equal-rounded', float(3.14159) + float(3.146), 'rounding-mode="significantFigures" figures="3"'), BOOL)).toBe(false);
    expect(value(op('equal-rounded', float(2.675) + float(2.68), 'rounding-mode="decimalPlaces" figures="2"'), BOOL)).toBe(true);
  });
});

describe('logic, containers, strings and points', () => {
  it('and, or, not, anyN and isNull, with NULL where the standard says', () => {
    expect(value(op('and', bool(true) + bool(true)), BOOL)).toBe(true);
    expect(value(op('and', bool(true) + op('null', '')), BOOL)).toBeNull();
    expect(value(op('and', bool(false) + op('null', '')), BOOL)).toBe(false);
    expect(value(op('or', bool(false) + bool(true)), BOOL)).toBe(true);
    expect(value(op('not', bool(false)), BOOL)).toBe(true);
    expect(value(op('any-n', bool(true) + bool(false) + bool(true), 'min="2" max="2"'), BOOL)).toBe(true);
    expect(value(op('any-n', bool(true) + bool(false) + bool(false), 'min="2" max="3"'), BOOL)).toBe(false);
    expect(value(op('is-null', '<qti-variable identifier="RESPONSE"/>'), BOOL)).toBe(true);
    expect(value(op('is-null', '<qti-variable identifier="RESPONSE"/>'), BOOL, '', { RESPONSE: 'x' })).toBe(false);
  });

  it('multiple, ordered, containerSize, index, delete, member, contains and match', () => {
    const abc = op('multiple', id('a') + id('b') + id('c'));
    const ordered = op('ordered', id('a') + id('b') + id('c'));
    expect(value(abc, { cardinality: 'multiple', baseType: 'identifier' })).toEqual(['a', 'b', 'c']);
    expect(value(op('container-size', abc), INT)).toBe(3);
    expect(value(op('container-size', op('null', '')), INT)).toBe(0);
    expect(value(op('index', ordered, 'n="2"'), { baseType: 'identifier' })).toBe('b');
    expect(value(op('index', ordered, 'n="4"'), { baseType: 'identifier' })).toBeNull();
    expect(value(op('delete', id('b') + abc), { cardinality: 'multiple', baseType: 'identifier' })).toEqual(['a', 'c']);
    expect(value(op('member', id('c') + abc), BOOL)).toBe(true);
    expect(value(op('member', id('z') + abc), BOOL)).toBe(false);
    expect(value(op('contains', abc + op('multiple', id('c') + id('a'))), BOOL)).toBe(true);
    expect(value(op('contains', ordered + op('ordered', id('c') + id('a'))), BOOL)).toBe(false);
    expect(value(op('contains', ordered + op('ordered', id('b') + id('c'))), BOOL)).toBe(true);
    expect(value(op('match', abc + op('multiple', id('c') + id('b') + id('a'))), BOOL)).toBe(true);
    expect(value(op('match', ordered + op('ordered', id('c') + id('b') + id('a'))), BOOL)).toBe(false);
  });

  it('match compares pairs either way round, directed pairs one way', () => {
    const pair = (type: string, text: string) => `<qti-base-value base-type="${type}">${text}</qti-base-value>`;
    expect(value(op('match', pair('pair', 'A B') + pair('pair', 'B A')), BOOL)).toBe(true);
    expect(value(op('match', pair('directedPair', 'A B') + pair('directedPair', 'B A')), BOOL)).toBe(false);
  });

  it('stringMatch (case, substring) and patternMatch (the whole string, as XML Schema patterns)', () => {
    expect(value(op('string-match', str('Café') + str('café'), 'case-sensitive="false"'), BOOL)).toBe(true);
    expect(value(op('string-match', str('Café') + str('café'), 'case-sensitive="true"'), BOOL)).toBe(false);
    expect(value(op('string-match', str('the café here') + str('café'), 'case-sensitive="true" substring="true"'), BOOL)).toBe(true);
    expect(value(op('pattern-match', '<qti-variable identifier="RESPONSE"/>', 'pattern="[0-9]{3}"'), BOOL, '', { RESPONSE: '123' })).toBe(true);
    expect(value(op('pattern-match', '<qti-variable identifier="RESPONSE"/>', 'pattern="[0-9]{3}"'), BOOL, '', { RESPONSE: '1234' })).toBe(false);
  });

  it('inside: rect, circle, poly, ellipse and default shapes', () => {
    expect(value(op('inside', point('5 5'), 'shape="rect" coords="0,0,10,10"'), BOOL)).toBe(true);
    expect(value(op('inside', point('11 5'), 'shape="rect" coords="0,0,10,10"'), BOOL)).toBe(false);
    expect(value(op('inside', point('3 4'), 'shape="circle" coords="0,0,5"'), BOOL)).toBe(true);
    expect(value(op('inside', point('4 4'), 'shape="circle" coords="0,0,5"'), BOOL)).toBe(false);
    expect(value(op('inside', point('2 1'), 'shape="poly" coords="0,0,10,0,0,10"'), BOOL)).toBe(true);
    expect(value(op('inside', point('8 8'), 'shape="poly" coords="0,0,10,0,0,10"'), BOOL)).toBe(false);
    expect(value(op('inside', point('9 0'), 'shape="ellipse" coords="0,0,10,2"'), BOOL)).toBe(true);
    expect(value(op('inside', point('0 3'), 'shape="ellipse" coords="0,0,10,2"'), BOOL)).toBe(false);
    expect(value(op('inside', point('500 500'), 'shape="default" coords=""'), BOOL)).toBe(true);
  });

  it('mapResponse of text answers follows each entry case sensitivity', () => {
    const mapping = `<qti-response-declaration identifier="WORD" cardinality="single" base-type="string">
      <qti-mapping default-value="0"><qti-map-entry map-key="Paris" mapped-value="2" case-sensitive="false"/><qti-map-entry map-key="PARIGI" mapped-value="1"/></qti-mapping></qti-response-declaration>`;
    const mapped = (word: string) => value('<qti-map-response identifier="WORD"/>', {}, mapping, { WORD: word });
    expect(mapped('paris')).toBe(2);
    expect(mapped('PARIGI')).toBe(1);
    expect(mapped('parigi')).toBe(0);
  });

  it('custom conditions: if, else-if, else and lookupOutcomeValue', () => {
    const xml = qti21({
      declarations: `<responseDeclaration identifier="N" cardinality="single" baseType="integer"/>
<outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>
<outcomeDeclaration identifier="GRADE" cardinality="single" baseType="identifier"><matchTable defaultValue="none"><matchTableEntry sourceValue="1" targetValue="one"/><matchTableEntry sourceValue="2" targetValue="two"/></matchTable></outcomeDeclaration>`,
      body: '<textEntryInteraction responseIdentifier="N"/>',
      processing: `<responseProcessing>
<responseCondition>
  <responseIf><lt><variable identifier="N"/><baseValue baseType="integer">0</baseValue></lt><setOutcomeValue identifier="SCORE"><baseValue baseType="float">-1</baseValue></setOutcomeValue></responseIf>
  <responseElseIf><equal toleranceMode="exact"><variable identifier="N"/><baseValue baseType="integer">2</baseValue></equal><setOutcomeValue identifier="SCORE"><baseValue baseType="float">1</baseValue></setOutcomeValue></responseElseIf>
  <responseElse><setOutcomeValue identifier="SCORE"><baseValue baseType="float">0.25</baseValue></setOutcomeValue><exitResponse/></responseElse>
</responseCondition>
<lookupOutcomeValue identifier="GRADE"><variable identifier="N"/></lookupOutcomeValue>
</responseProcessing>`,
    });
    expect(outcomes(xml, { N: '-3' })).toMatchObject({ SCORE: -1, GRADE: 'none' });
    expect(outcomes(xml, { N: '2' })).toMatchObject({ SCORE: 1, GRADE: 'two' });
    // exitResponse stops before the lookup.
    expect(outcomes(xml, { N: '7' })).toMatchObject({ SCORE: 0.25, GRADE: null });
    // An answer that is not an integer is no answer.
    expect(outcomes(xml, { N: 'two' })).toMatchObject({ SCORE: 0.25 });
  });
});
