import { describe, expect, it } from 'vitest';
import { importQtiItem } from '../../src/qti/importQtiItem.ts';
import { drawQtiTemplate, qtiOutcomes } from '../../src/qti/qtiItemRuntime.ts';
import type { QtiItemContent, QtiResponse } from '../../src/schemas/qtiItem.ts';
import { expressionItem, qti21, qti30, SCORE_30 } from './qtiKeptFixtures.ts';

// The corpus's refusals of the second pass (bench/qti-corpus): what the standard's schemas accept, read
// as oat's qtism reads it, on items written here; and what stays refused, with a message naming it.

const NS21 = 'xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1"';
const SCORE_21 = '<outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>';

function kept(xml: string): { content: QtiItemContent; points: number } {
  const draft = importQtiItem(xml);
  if (draft.type !== 'qti') throw new Error(`imported as ${draft.type}`);
  return { content: draft.content, points: draft.points ?? 1 };
}

const outcomes = (xml: string, response: QtiResponse = {}) => {
  const { content } = kept(xml);
  return qtiOutcomes(content, drawQtiTemplate(content, 1), response).outcomes;
};

const refusal = (xml: string) => {
  try {
    importQtiItem(xml);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('imported');
};

const choice21 = (identifier: string) =>
  `<choiceInteraction responseIdentifier="${identifier}" maxChoices="1"><simpleChoice identifier="A">Oak</simpleChoice><simpleChoice identifier="B">Pine</simpleChoice></choiceInteraction>`;
const declared21 = (identifier: string, inner = '<correctResponse><value>B</value></correctResponse>') =>
  `<responseDeclaration identifier="${identifier}" cardinality="single" baseType="identifier">${inner}</responseDeclaration>`;

describe('variables that nothing declares', () => {
  it('read NULL in an expression: a branch matching an undeclared response is never taken', () => {
    const xml = qti21({
      declarations: `${declared21('RESPONSE')}${SCORE_21}`,
      body: choice21('RESPONSE'),
      processing: `<responseProcessing><responseCondition>
        <responseIf><match><variable identifier="OTHER"/><correct identifier="OTHER"/></match><setOutcomeValue identifier="SCORE"><baseValue baseType="float">5</baseValue></setOutcomeValue></responseIf>
        <responseElseIf><match><variable identifier="RESPONSE"/><correct identifier="RESPONSE"/></match><setOutcomeValue identifier="SCORE"><baseValue baseType="float">1</baseValue></setOutcomeValue></responseElseIf>
      </responseCondition></responseProcessing>`,
    });
    expect(outcomes(xml, { RESPONSE: 'B' }).SCORE).toBe(1);
    expect(outcomes(xml, { RESPONSE: 'A' }).SCORE).toBe(0);
  });

  it('leave a standard template scoring an undeclared RESPONSE at 0, the item kept with its two interactions', () => {
    const xml = qti21({
      declarations: `${declared21('RESPONSEA')}<responseDeclaration identifier="RESPONSEB" cardinality="single" baseType="string"/>${SCORE_21}`,
      body: `${choice21('RESPONSEA')}<p>Why? <textEntryInteraction responseIdentifier="RESPONSEB"/></p>`,
      processing: '<responseProcessing template="http://www.imsglobal.org/question/qti_v2p1/rptemplates/match_correct"/>',
    });
    expect(outcomes(xml, { RESPONSEA: 'B', RESPONSEB: 'because' }).SCORE).toBe(0);
  });

  it('are still refused where a rule sets one, or where a response is needed and another kind is named', () => {
    const sets = qti21({ declarations: `${declared21('RESPONSE')}${SCORE_21}`, body: choice21('RESPONSE'), processing: '<responseProcessing><setOutcomeValue identifier="NOPE"><baseValue baseType="float">1</baseValue></setOutcomeValue></responseProcessing>' });
    expect(refusal(sets)).toBe('The setOutcomeValue (line 5) sets "NOPE", which the item does not declare for it.');
    expect(refusal(expressionItem('<qti-correct identifier="OUT"/>'))).toMatch(/^The qti-correct \(line \d+\) names "OUT", which is not a response\.$/);
  });
});

describe('mapResponse of a response without a mapping', () => {
  it('maps to 0, as qtism does, so the rest of the sum still counts', () => {
    expect(outcomes(expressionItem('<qti-sum><qti-base-value base-type="float">1</qti-base-value><qti-map-response identifier="RESPONSE"/></qti-sum>'), { RESPONSE: 'x' }).OUT).toBe(1);
    expect(outcomes(expressionItem('<qti-map-response-point identifier="RESPONSE"/>'), { RESPONSE: 'x' }).OUT).toBe(0);
  });
});

describe('values and patterns', () => {
  it('reads a boolean written True or FALSE', () => {
    expect(outcomes(expressionItem('<qti-base-value base-type="boolean">True</qti-base-value>', { baseType: 'boolean' })).OUT).toBe(true);
    expect(outcomes(expressionItem('<qti-base-value base-type="boolean">FALSE</qti-base-value>', { baseType: 'boolean' })).OUT).toBe(false);
  });

  it("matches a pattern a template variable holds (QTI 2.1's {PATTERN}), and not one that repeats a repeated group", () => {
    const withPattern = (pattern: string) =>
      expressionItem(
        '<qti-pattern-match pattern="{PATTERN}"><qti-base-value base-type="string">Hello There</qti-base-value></qti-pattern-match>',
        { baseType: 'boolean' },
        `<qti-template-declaration identifier="PATTERN" cardinality="single" base-type="string"><qti-default-value><qti-value>${pattern}</qti-value></qti-default-value></qti-template-declaration>`,
      );
    expect(outcomes(withPattern('Hello.*')).OUT).toBe(true);
    expect(outcomes(withPattern('Bye.*')).OUT).toBe(false);
    expect(outcomes(withPattern('(H\\w*)+ There')).OUT).toBeNull();
    expect(refusal(expressionItem('<qti-pattern-match pattern="{NOPE}"><qti-null/></qti-pattern-match>', { baseType: 'boolean' }))).toMatch(/has a pattern that cannot be read: "\{NOPE\}"\.$/);
  });
});

describe('parts the schemas let an item leave out', () => {
  it('an item without a body is an information item worth 0 points, written with an empty body', () => {
    const xml = `<assessmentItem ${NS21} identifier="rules" title="Rules alone" adaptive="false" timeDependent="false">${SCORE_21}
      <responseProcessing><setOutcomeValue identifier="SCORE"><baseValue baseType="float">1</baseValue></setOutcomeValue></responseProcessing></assessmentItem>`;
    const { content, points } = kept(xml);
    expect(points).toBe(0);
    expect(content.xml).toMatch(/<qti-outcome-declaration [^>]*\/>\s*<qti-item-body\/>\s*<qti-response-processing>/);
  });

  it('an upload or end attempt interaction answering an undeclared response gets the declaration the standard fixes', () => {
    const upload = `<assessmentItem ${NS21} identifier="upload" title="Upload" adaptive="false" timeDependent="false">
      <itemBody><uploadInteraction responseIdentifier="RESPONSE" type="image/jpeg"><prompt>Your photo</prompt></uploadInteraction></itemBody></assessmentItem>`;
    // Declared, the upload is our own file upload type.
    expect(importQtiItem(upload)).toMatchObject({ type: 'fileupload', prompt: '<p>Your photo</p>' });
    const endAttempt = qti21({ declarations: '<responseDeclaration identifier="LOST" cardinality="single" baseType="boolean"/>', body: '<endAttemptInteraction responseIdentifier="LOST" title="Lost?"/><endAttemptInteraction responseIdentifier="LOST2" title="Really lost?"/>' });
    expect(kept(endAttempt).content.xml).toMatch(/identifier="LOST" cardinality="single" base-type="boolean"\/>\s*<qti-response-declaration identifier="LOST2" cardinality="single" base-type="boolean"\/>/);
  });

  it('a choice answering an undeclared response is still refused: its cardinality is the item\'s to say', () => {
    expect(refusal(qti21({ declarations: declared21('RESPONSE'), body: choice21('MR01') }))).toBe('The choiceInteraction (line 4) answers "MR01", which no response declaration declares.');
  });

  it('an empty template attribute names no template', () => {
    const xml = qti30({ declarations: SCORE_30, body: '<p>Read this.</p>', processing: '<qti-response-processing template=""/>' });
    expect(kept(xml).points).toBe(0);
    // Beside it, the template location is the template, at import and when scoring.
    const located = qti30({
      declarations: `<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="identifier"><qti-correct-response><qti-value>B</qti-value></qti-correct-response></qti-response-declaration>${SCORE_30}`,
      body: '<p>Which is a conifer?</p><qti-choice-interaction response-identifier="RESPONSE" max-choices="1"><qti-simple-choice identifier="A">Oak</qti-simple-choice><qti-simple-choice identifier="B"><img src="pine.png" alt="Pine"/></qti-simple-choice></qti-choice-interaction>',
      processing: '<qti-response-processing template="" template-location="https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml"/>',
    });
    expect(outcomes(located, { RESPONSE: 'B' }).SCORE).toBe(1);
  });
});

describe('what stays refused, named', () => {
  it('an element an item cannot hold', () => {
    const xml = `<assessmentItem ${NS21} identifier="x" title="X">\n<unknownElement/>\n</assessmentItem>`;
    expect(refusal(xml)).toBe('The unknownElement (line 2) is not an element QTI allows in assessmentItem.');
  });

  it('an XInclude, which would bring in content from another file', () => {
    const xml = qti30({ declarations: SCORE_30, body: '<p>Read.</p>\n<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="fragment.xml" parse="xml"/>' });
    expect(refusal(xml)).toBe('The xi:include (line 5) brings in "fragment.xml" (XInclude), which this platform does not resolve; write that content in the item.');
  });

  it('a template that is a file beside a lone item: its package brings it', () => {
    const xml = qti21({ declarations: `${declared21('RESPONSE')}${SCORE_21}`, body: choice21('RESPONSE'), processing: '<responseProcessing template="my_rp.xml"/>' });
    expect(refusal(xml)).toBe('The responseProcessing (line 5) uses the template "my_rp.xml", a file of its own beside the item; import the package (zip) holding both, or write its rules in the item.');
  });

  it("a vendor's custom operator, named by its class", () => {
    expect(refusal(expressionItem('<qti-custom-operator class="org.qtitools.mathassess.CasProcess"><qti-null/></qti-custom-operator>'))).toMatch(
      /^The qti-custom-operator \(line \d+\) is a vendor's custom operator of class "org\.qtitools\.mathassess\.CasProcess", which this platform cannot run; the item cannot be scored as written\.$/,
    );
  });
});
