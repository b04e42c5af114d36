import { describe, expect, it } from 'vitest';
import { importQtiItem } from '../../src/qti/importQtiItem.ts';
import { QtiImportError } from '../../src/qti/QtiImportError.ts';
import { drawQtiTemplate, qtiOutcomes } from '../../src/qti/qtiItemRuntime.ts';
import type { QtiResponse } from '../../src/schemas/qtiItem.ts';
import { expressionItem, qti21 } from './qtiKeptFixtures.ts';

// Vendors' custom operators that are pure, documented functions are run (customOperators.ts); any other class is refused by name.

const IMPLODE = 'qtism.runtime.expressions.operators.custom.Implode';

const outcomes = (xml: string, response: QtiResponse = {}) => {
  const draft = importQtiItem(xml);
  if (draft.type !== 'qti') throw new Error(`imported as ${draft.type}`);
  return qtiOutcomes(draft.content, drawQtiTemplate(draft.content, 7), response).outcomes;
};

const refusal = (xml: string) => {
  try {
    importQtiItem(xml);
  } catch (error) {
    if (error instanceof QtiImportError) return error.message;
    throw error;
  }
  return 'imported';
};

const str = (text: string) => `<qti-base-value base-type="string">${text}</qti-base-value>`;
const implode = (args: string) => `<qti-custom-operator class="${IMPLODE}">${args}</qti-custom-operator>`;
const STRING_OUT = { baseType: 'string' };

describe("qtism's Implode", () => {
  it('joins the strings of an ordered or multiple container with the glue, in order; NULL for a NULL or a value that is not strings', () => {
    expect(outcomes(expressionItem(implode(`${str('-')}<qti-ordered>${str('Hello')}${str('World')}${str('again')}</qti-ordered>`), STRING_OUT)).OUT).toBe('Hello-World-again');
    expect(outcomes(expressionItem(implode(`${str(', ')}<qti-multiple>${str('tide')}</qti-multiple>`), STRING_OUT)).OUT).toBe('tide');
    expect(outcomes(expressionItem(implode(`<qti-null/><qti-ordered>${str('a')}</qti-ordered>`), STRING_OUT)).OUT).toBeNull();
    expect(outcomes(expressionItem(implode(`${str('-')}<qti-null/>`), STRING_OUT)).OUT).toBeNull();
    expect(outcomes(expressionItem(implode(`${str('-')}${str('not a container')}`), STRING_OUT)).OUT).toBeNull();
    expect(outcomes(expressionItem(implode(`${str('-')}<qti-ordered><qti-base-value base-type="integer">1</qti-base-value></qti-ordered>`), STRING_OUT)).OUT).toBeNull();
  });

  it('scores a QTI 2.1 item whose response processing joins two typed answers and compares them', () => {
    const item = qti21({
      declarations: `<responseDeclaration identifier="FIRST" cardinality="single" baseType="string"/>
<responseDeclaration identifier="SECOND" cardinality="single" baseType="string"/>
<outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>
<outcomeDeclaration identifier="MAXSCORE" cardinality="single" baseType="float"><defaultValue><value>2</value></defaultValue></outcomeDeclaration>`,
      body: '<p>The tide turns <textEntryInteraction responseIdentifier="FIRST"/> a <textEntryInteraction responseIdentifier="SECOND"/>.</p>',
      processing: `<responseProcessing><responseCondition><responseIf>
  <stringMatch caseSensitive="false">
    <customOperator class="${IMPLODE}"><baseValue baseType="string"> </baseValue><ordered><variable identifier="FIRST"/><variable identifier="SECOND"/></ordered></customOperator>
    <baseValue baseType="string">twice day</baseValue>
  </stringMatch>
  <setOutcomeValue identifier="SCORE"><baseValue baseType="float">2</baseValue></setOutcomeValue>
</responseIf><responseElse><setOutcomeValue identifier="SCORE"><baseValue baseType="float">0</baseValue></setOutcomeValue></responseElse></responseCondition></responseProcessing>`,
    });
    expect(importQtiItem(item)).toMatchObject({ type: 'qti', points: 2 });
    expect(outcomes(item, { FIRST: 'Twice', SECOND: 'day' }).SCORE).toBe(2);
    expect(outcomes(item, { FIRST: 'once', SECOND: 'day' }).SCORE).toBe(0);
    expect(outcomes(item, { FIRST: 'twice' }).SCORE).toBe(0);
  });

  it('is refused with other than 2 sub-expressions', () => {
    expect(refusal(expressionItem(implode(str('-')), STRING_OUT))).toMatch(/^The qti-custom-operator \(line \d+\) needs 2 sub-expressions, not 1\.$/);
  });
});

describe('any other custom operator', () => {
  it.each(['org.qtitools.mathassess.ScriptRule', 'org.qtism.test.Explode', 'qtism.runtime.expressions.operators.custom.Explode', 'constructor'])('is refused naming its class (%s)', (className) => {
    expect(refusal(expressionItem(`<qti-custom-operator class="${className}">${str('a-b')}</qti-custom-operator>`, STRING_OUT))).toMatch(
      new RegExp(`^The qti-custom-operator \\(line \\d+\\) is a vendor's custom operator of class "${className.replace(/\./g, '\\.')}", which this platform cannot run; the item cannot be scored as written\\.$`),
    );
  });
});
