import { describe, expect, it } from 'vitest';
import { importQtiItem } from '../../src/qti/importQtiItem.ts';
import { QtiImportError } from '../../src/qti/QtiImportError.ts';
import type { QtiItemContent } from '../../src/schemas/qtiItem.ts';
import { COMPOSITE_21, HOTSPOT_21, MAPPED_CHOICE_21, qti21, qti30, SCORE_30 } from './qtiKeptFixtures.ts';

function kept(xml: string): { content: QtiItemContent; points: number; title: string; reference: string } {
  const draft = importQtiItem(xml);
  if (draft.type !== 'qti') throw new Error(`imported as ${draft.type}`);
  return { content: draft.content, points: draft.points ?? 1, title: draft.title ?? '', reference: draft.reference };
}

function refusal(xml: string): string {
  try {
    importQtiItem(xml);
  } catch (error) {
    expect(error).toBeInstanceOf(QtiImportError);
    return (error as Error).message;
  }
  throw new Error('imported');
}

const interaction = (name: string, inner = '', attributes = '') => `<${name} responseIdentifier="RESPONSE"${attributes}>${inner}</${name}>`;
const declared = (cardinality: string, baseType: string, correct = '') =>
  `<responseDeclaration identifier="RESPONSE" cardinality="${cardinality}" baseType="${baseType}">${correct ? `<correctResponse>${correct}</correctResponse>` : ''}</responseDeclaration><outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>`;
const MATCH = '<responseProcessing template="http://www.imsglobal.org/question/qti_v2p1/rptemplates/match_correct"/>';

describe('items the native types would lose are kept as QTI 3.0', () => {
  it('renames QTI 2.1 elements and attributes to QTI 3.0, keeping the version it came in', () => {
    const { content, points, reference, title } = kept(MAPPED_CHOICE_21);
    expect(content.source_version).toBe('2.1');
    expect({ points, reference, title }).toEqual({ points: 3, reference: 'item-21', title: 'Item 2.1' });
    expect(content.xml).toContain('<qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" identifier="item-21" title="Item 2.1" adaptive="false" time-dependent="false">');
    expect(content.xml).toContain('<qti-response-declaration identifier="RESPONSE" cardinality="multiple" base-type="identifier">');
    expect(content.xml).toContain('<qti-mapping lower-bound="-2" upper-bound="3" default-value="0">');
    expect(content.xml).toContain('<qti-map-entry map-key="A" mapped-value="1.5"/>');
    expect(content.xml).toContain('<qti-choice-interaction response-identifier="RESPONSE" shuffle="false" max-choices="0"><qti-prompt>Which are even?</qti-prompt>');
    expect(content.xml).toContain('<qti-response-processing template="https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/map_response.xml"/>');
    expect(content.xml).not.toMatch(/responseIdentifier|<choiceInteraction|<simpleChoice/);
  });

  it('decodes character references, keeps MathML and ruby as elements, and sanitises the body', () => {
    const { content, points } = kept(COMPOSITE_21);
    expect(points).toBe(2);
    expect(content.xml).toContain('<qti-value>café</qti-value>');
    expect(content.xml).toContain('<ruby>café<rt>ka-fe</rt></ruby>');
    expect(content.xml).toContain(' &lt;here&gt;.');
    expect(content.xml).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML"><mo>−</mo><msup><mn>10</mn><mn>7</mn></msup></math>');
    expect(content.xml).toContain('<qti-inline-choice-interaction response-identifier="CITY" shuffle="false"><qti-inline-choice identifier="P">Paris</qti-inline-choice>');
    expect(content.xml).toContain('<qti-feedback-inline outcome-identifier="FEEDBACK" identifier="CITY_OK" show-hide="show">Right city.</qti-feedback-inline>');
    expect(content.xml).toContain('<qti-text-entry-interaction response-identifier="WORD" expected-length="10"/>');
    expect(content.xml).not.toMatch(/script|onclick|javascript:|position|url\(/);
    expect(content.xml).toContain('<p style="color: red">');
    expect(content.xml).toContain('<a>link</a>');
    // The stored XML imports again to itself (renaming and sanitising are done once).
    expect(kept(content.xml).content.xml).toBe(content.xml);
  });

  it('imports the kinds it used to refuse: hotspot, select point, gap match, hottext, slider, inline choice, mixed kinds, two of a kind', () => {
    const kinds = [
      interaction('hotspotInteraction', '<object data="a.png" type="image/png"/><hotspotChoice identifier="H1" shape="circle" coords="5,5,5"/>', ' maxChoices="1"'),
      interaction('gapMatchInteraction', '<gapText identifier="G1" matchMax="1">one</gapText><p>A <gap identifier="X"/>.</p>'),
      interaction('hottextInteraction', '<p>Pick <hottext identifier="T1">this</hottext>.</p>'),
      interaction('sliderInteraction', '', ' lowerBound="0" upperBound="10" step="1"'),
      interaction('graphicOrderInteraction', '<object data="a.png" type="image/png"/><hotspotChoice identifier="H1" shape="rect" coords="0,0,5,5"/>'),
      interaction('drawingInteraction', '<object data="a.png" type="image/png"/>'),
      interaction('mediaInteraction', '<object data="a.mp3" type="audio/mpeg"/>', ' autostart="false"'),
      interaction('endAttemptInteraction', '', ' title="Give up"'),
    ];
    for (const body of kinds) expect(importQtiItem(qti21({ declarations: declared('single', 'identifier'), body, processing: MATCH })).type, body).toBe('qti');
    const mixed = qti21({
      declarations: `${declared('single', 'identifier', '<value>A</value>')}<responseDeclaration identifier="R2" cardinality="single" baseType="string"/>`,
      body: `${interaction('choiceInteraction', '<simpleChoice identifier="A">a</simpleChoice><simpleChoice identifier="B">b</simpleChoice>')}<textEntryInteraction responseIdentifier="R2"/>`,
      processing: MATCH,
    });
    expect(importQtiItem(mixed).type).toBe('qti');
    const unicode = qti21({ declarations: declared('single', 'identifier', '<value>réponse_é</value>'), body: interaction('choiceInteraction', '<simpleChoice identifier="réponse_é">Oui</simpleChoice><simpleChoice identifier="非">Non</simpleChoice>'), processing: MATCH });
    expect(kept(unicode).content.xml).toContain('<qti-simple-choice identifier="非">Non</qti-simple-choice>');
  });

  it('tells QTI 2.2 from 2.1 by its namespace', () => {
    expect(kept(MAPPED_CHOICE_21.replace('imsqti_v2p1', 'imsqti_v2p2')).content.source_version).toBe('2.2');
  });

  it('keeps the lossless native conversion: a plain single choice scored right or wrong stays a single choice', () => {
    const plain = qti21({ declarations: declared('single', 'identifier', '<value>A</value>'), body: interaction('choiceInteraction', '<simpleChoice identifier="A">a</simpleChoice><simpleChoice identifier="B">b</simpleChoice>'), processing: MATCH });
    expect(importQtiItem(plain).type).toBe('single_choice');
  });

  it('takes points from MAXSCORE, else from SCORE normal-maximum, else what the template can give', () => {
    expect(kept(HOTSPOT_21).points).toBe(3);
    const normal = qti30({
      declarations: `<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="identifier"/><qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float" normal-maximum="20"/>`,
      body: '<qti-hottext-interaction response-identifier="RESPONSE"><p><qti-hottext identifier="A">a</qti-hottext></p></qti-hottext-interaction>',
      processing: '<qti-response-processing template="https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml"/>',
    });
    expect(kept(normal).points).toBe(20);
  });
});

describe('what is still refused, with the element and its line, in the file own names', () => {
  it('refuses a portable custom interaction, naming it as QTI 3.0 does', () => {
    const xml = qti30({
      declarations: `<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="string"/>${SCORE_30}`,
      body: '<p>Draw</p>\n<qti-portable-custom-interaction response-identifier="RESPONSE" module="m"/>',
    });
    expect(refusal(xml)).toBe('The qti-portable-custom-interaction (line 5) is a portable custom interaction with no type identifier, which this platform does not run; the item cannot be imported.');
  });

  it.each([
    [
      'QTI 3.0',
      qti30({ declarations: '<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="string"/>', body: '<qti-portable-custom-interaction response-identifier="RESPONSE" custom-interaction-type-identifier="urn:fdc:example.org:pci:likert" module="likert"/>' }),
      'The qti-portable-custom-interaction (line 4) is a portable custom interaction of type "urn:fdc:example.org:pci:likert", which this platform does not run; the item cannot be imported.',
    ],
    [
      'QTI 2.2',
      qti21({ declarations: '<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="string"/>', body: '<portableCustomInteraction responseIdentifier="RESPONSE" customInteractionTypeIdentifier="likertScoreInteraction" hook="likert.js"/>' }),
      'The portableCustomInteraction (line 4) is a portable custom interaction of type "likertScoreInteraction", which this platform does not run; the item cannot be imported.',
    ],
    [
      'a 2.1 customInteraction holding a PCI',
      qti21({ declarations: '<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="string"/>', body: '<customInteraction responseIdentifier="RESPONSE"><portableCustomInteraction typeIdentifier="textReader" hook="reader.js"/></customInteraction>' }),
      'The customInteraction (line 4) is a portable custom interaction of type "textReader", which this platform does not run; the item cannot be imported.',
    ],
    [
      "a vendor's customInteraction",
      qti21({ declarations: '<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="string"/>', body: '<customInteraction responseIdentifier="RESPONSE" class="org.qtitools.mathassess.MathEntryInteraction"/>' }),
      'The customInteraction (line 4) is a custom interaction of class "org.qtitools.mathassess.MathEntryInteraction", which this platform does not run; the item cannot be imported.',
    ],
  ])('names the type identifier of a refused custom interaction (%s)', (_, xml, message) => {
    expect(refusal(xml)).toBe(message);
  });

  it('refuses a one-word qti- element it does not know, rather than write it back without its prefix', () => {
    const xml = qti30({
      declarations: `<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="string"/>${SCORE_30}`,
      body: '<qti-text-entry-interaction response-identifier="RESPONSE"/>\n<qti-glossary>g</qti-glossary>',
    });
    expect(refusal(xml)).toBe('The qti-glossary (line 5) is not a QTI 3.0 element this platform knows.');
  });

  it('refuses an expression the interpreter does not know, at import, with its QTI 2.1 name and line', () => {
    const xml = qti21({
      declarations: declared('single', 'identifier'),
      body: interaction('hottextInteraction', '<hottext identifier="A">a</hottext>'),
      processing: '<responseProcessing>\n<setOutcomeValue identifier="SCORE"><durationLT><null/><null/></durationLT></setOutcomeValue></responseProcessing>',
    });
    expect(refusal(xml)).toBe('The durationLT (line 6) is not an expression this platform can run; the item cannot be scored as written.');
  });

  it('refuses wrong argument counts, unknown templates, values not of their type (an undeclared variable reads NULL: qtiLenientReading.test.ts)', () => {
    const item = (processing: string, declarations = `<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="integer"/>${SCORE_30}`) =>
      qti30({ declarations, body: '<qti-slider-interaction response-identifier="RESPONSE" lower-bound="0" upper-bound="5"/>', processing });
    const set = (expression: string) => `<qti-response-processing><qti-set-outcome-value identifier="SCORE">${expression}</qti-set-outcome-value></qti-response-processing>`;
    expect(refusal(item(set('<qti-not><qti-null/><qti-null/></qti-not>')))).toMatch(/^The qti-not \(line \d+\) needs 1 sub-expression, not 2\.$/);
    expect(refusal(item(set('<qti-base-value base-type="integer">x</qti-base-value>')))).toMatch(/^The qti-base-value \(line \d+\) does not hold an integer\.$/);
    expect(refusal(item('<qti-response-processing template="https://example.org/my_template.xml"/>'))).toMatch(/is not one of the standard templates/);
    expect(refusal(item(set('<qti-pattern-match pattern="(a+)+b"><qti-null/></qti-pattern-match>')))).toMatch(/^The qti-pattern-match \(line \d+\) repeats a group that itself repeats/);
    expect(importQtiItem(item(set('<qti-pattern-match pattern="(ab)+c"><qti-null/></qti-pattern-match>'))).type).toBe('qti');
    expect(refusal(item('', '<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="integer"><qti-mapping lower-bound="low"/></qti-response-declaration>'))).toBe(
      'The qti-mapping (line 3) has a bound, default or mapped value that is not a number: "low".',
    );
    expect(refusal(item('', `<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="integer"><qti-correct-response><qti-value>1.5</qti-value></qti-correct-response></qti-response-declaration>`))).toBe(
      'The correct response "1.5" of "RESPONSE" is not an integer.',
    );
  });
});
