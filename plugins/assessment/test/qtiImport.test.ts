import { describe, expect, it } from 'vitest';
import { importQtiItem } from '../src/qti/importQtiItem.ts';
import { QtiImportError } from '../src/qti/QtiImportError.ts';
import type { QtiItemContent } from '../src/schemas/qtiItem.ts';
import {
  ASSOCIATE_21,
  BLANKS_21,
  CHOICE_21,
  CHOICE_MULTIPLE_30,
  ESSAY_30,
  item21,
  MATCH_30,
  NUMERIC_30,
  ORDER_21,
  singleDeclaration,
  TEXT_ENTRY_21,
  UPLOAD_21,
} from './qti/samples.ts';

const choices = (ids: string[]) => ids.map((id) => `<simpleChoice identifier="${id}">Choice ${id}</simpleChoice>`).join('');

function refusal(xml: string): string {
  try {
    importQtiItem(xml);
  } catch (error) {
    expect(error).toBeInstanceOf(QtiImportError);
    return (error as Error).message;
  }
  throw new Error('imported');
}

describe('importQtiItem: what it reads', () => {
  // Issue 28: these three would lose something as native items (inline feedback; -1 for a wrong choice; 0.5 for "york"), so they are kept as QTI.
  it('keeps a QTI 2.1 single choice with inline feedback as QTI, the feedback kept', () => {
    const imported = importQtiItem(CHOICE_21);
    expect(imported).toMatchObject({ reference: 'choice', title: 'Unattended Luggage', type: 'qti', points: 1, prompt: '', content: { source_version: '2.1' } });
    expect((imported.content as QtiItemContent).xml).toContain('<qti-feedback-inline outcome-identifier="FEEDBACK" identifier="ChoiceA" show-hide="show">Right!</qti-feedback-inline>');
  });

  it('keeps a QTI 3.0 multiple response with negative credit as QTI, its points from MAXSCORE and its entities decoded', () => {
    const imported = importQtiItem(CHOICE_MULTIPLE_30);
    expect(imported).toMatchObject({ reference: 'primes-30', type: 'qti', points: 2, content: { source_version: '3.0' } });
    const { xml } = imported.content as QtiItemContent;
    expect(xml).toContain('<qti-mapping lower-bound="0" upper-bound="2" default-value="-1">');
    expect(xml).toContain('7 &amp; only 7');
  });

  it('keeps a text entry with partial credit as QTI: 0.5 for a second answer is scoring the native short text would lose', () => {
    const imported = importQtiItem(TEXT_ENTRY_21);
    expect(imported).toMatchObject({ type: 'qti', points: 3 });
    expect((imported.content as QtiItemContent).xml).toContain('<qti-map-entry map-key="york" mapped-value="0.5" case-sensitive="false"/>');
  });

  it('reads a number text entry as numeric', () => {
    expect(importQtiItem(NUMERIC_30)).toMatchObject({
      reference: 'gravity',
      type: 'numeric',
      content: { answer: 9.81, tolerance: 0, tolerance_percent: 0 },
      prompt: '<p>Acceleration of gravity at the surface, in m/s²: _____</p>',
    });
  });

  it('reads several text entries as fill in the blanks, with a plain text template', () => {
    expect(importQtiItem(BLANKS_21)).toMatchObject({
      type: 'fill_blanks',
      prompt: '',
      content: {
        template: 'Water boils at {{BOIL}} degrees and freezes at {{FREEZE}}.\nBoth at sea level.',
        blanks: [
          { id: 'BOIL', answers: ['100'], case_sensitive: true },
          { id: 'FREEZE', answers: ['0', 'zero'], case_sensitive: true },
        ],
      },
    });
  });

  it('reads an order interaction, entries in the right order', () => {
    expect(importQtiItem(ORDER_21)).toMatchObject({
      type: 'ordering',
      content: {
        entries: [
          { id: 'DriverC', text: 'Michael Schumacher' },
          { id: 'DriverA', text: 'Rubens Barrichello' },
          { id: 'DriverB', text: 'Jenson Button' },
        ],
      },
    });
  });

  it('reads a QTI 3.0 match interaction as matching, the second set as options', () => {
    expect(importQtiItem(MATCH_30)).toMatchObject({
      type: 'matching',
      prompt: '<p>Match each country with its capital.</p>',
      content: {
        prompts: [
          { id: 'FR', text: 'France', match: 'PAR' },
          { id: 'IT', text: 'Italy', match: 'ROM' },
        ],
        options: [
          { id: 'PAR', text: 'Paris' },
          { id: 'ROM', text: 'Rome' },
          { id: 'OSL', text: 'Oslo' },
        ],
      },
    });
  });

  it('reads a simple associate interaction as matching: first of each pair a prompt, the rest options', () => {
    expect(importQtiItem(ASSOCIATE_21)).toMatchObject({
      type: 'matching',
      content: {
        prompts: [
          { id: 'A', text: 'Antonio', match: 'P' },
          { id: 'C', text: 'Capulet', match: 'M' },
          { id: 'D', text: 'Demetrius', match: 'L' },
        ],
        options: [
          { id: 'L', text: 'Lysander' },
          { id: 'M', text: 'Montague' },
          { id: 'P', text: 'Prospero' },
        ],
      },
    });
  });

  it('reads extended text as longtext and upload as fileupload', () => {
    expect(importQtiItem(ESSAY_30)).toEqual({
      reference: 'essay',
      title: 'Essay',
      type: 'longtext',
      points: 1,
      content: {},
      prompt: '<p>Think about the causes of the war.</p>\n    <p>Write about 200 words.</p>',
    });
    expect(importQtiItem(UPLOAD_21)).toMatchObject({ type: 'fileupload', content: {}, prompt: '<p>Upload your lab report.</p>' });
  });

  it('takes the mapping keys worth points when there is no correct response', () => {
    const xml = item21(
      '<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier"><mapping><mapEntry mapKey="B" mappedValue="1"/><mapEntry mapKey="A" mappedValue="0"/></mapping></responseDeclaration>',
      `<choiceInteraction responseIdentifier="RESPONSE" maxChoices="1">${choices(['A', 'B'])}</choiceInteraction>`,
    );
    expect(importQtiItem(xml).content).toMatchObject({ correct: 'B' });
  });

  it('escapes text and attributes it writes back as HTML', () => {
    const xml = item21(singleDeclaration(['A']), `<p title="a &quot;b&quot;">1 &lt; 2 &amp; &lt;script&gt;</p><choiceInteraction responseIdentifier="RESPONSE" maxChoices="1">${choices(['A', 'B'])}</choiceInteraction>`);
    expect(importQtiItem(xml).prompt).toBe('<p title="a &quot;b&quot;">1 &lt; 2 &amp; &lt;script&gt;</p>');
  });
});

describe('importQtiItem: what it refuses, and why', () => {
  const choice = (declaration: string, body = `<choiceInteraction responseIdentifier="RESPONSE" maxChoices="1">${choices(['A', 'B'])}</choiceInteraction>`) => item21(declaration, body);

  // Issue 28: what the native types refused and QTI itself allows is kept as QTI.
  it.each([
    [
      'an unsupported interaction',
      item21(singleDeclaration(['A']), '<hotspotInteraction responseIdentifier="RESPONSE"/>'),
    ],
    [
      'mixed interactions',
      item21(singleDeclaration(['A']) + singleDeclaration(['x'], 'single', 'string', 'R2'), `<choiceInteraction responseIdentifier="RESPONSE">${choices(['A', 'B'])}</choiceInteraction><p><textEntryInteraction responseIdentifier="R2"/></p>`),
    ],
    [
      'two choice interactions',
      item21(singleDeclaration(['A']), `<choiceInteraction responseIdentifier="RESPONSE">${choices(['A', 'B'])}</choiceInteraction><choiceInteraction responseIdentifier="RESPONSE">${choices(['A', 'B'])}</choiceInteraction>`),
    ],
    ['no correct response', choice('<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier"/>')],
    ['a right answer that is no choice', choice(singleDeclaration(['Z']))],
    ['one choice', choice(singleDeclaration(['A']), `<choiceInteraction responseIdentifier="RESPONSE">${choices(['A'])}</choiceInteraction>`)],
    [
      'too many choices',
      choice(singleDeclaration(['C1']), `<choiceInteraction responseIdentifier="RESPONSE">${choices(Array.from({ length: 51 }, (_, index) => `C${index}`))}</choiceInteraction>`),
    ],
    [
      'an identifier the native types cannot keep',
      choice(singleDeclaration(['A']), `<choiceInteraction responseIdentifier="RESPONSE"><simpleChoice identifier="A">a</simpleChoice><simpleChoice identifier="b b">b</simpleChoice></choiceInteraction>`),
    ],
    [
      'a choice made of an image only',
      choice(singleDeclaration(['A']), `<choiceInteraction responseIdentifier="RESPONSE"><simpleChoice identifier="A">a</simpleChoice><simpleChoice identifier="B"><img src="https://x.example/b.png" alt=""/></simpleChoice></choiceInteraction>`),
    ],
    [
      'an order that leaves a choice out',
      item21(singleDeclaration(['A', 'B'], 'ordered'), `<orderInteraction responseIdentifier="RESPONSE">${choices(['A', 'B', 'C'])}</orderInteraction>`),
    ],
    [
      'a match with two targets for one source',
      item21(
        singleDeclaration(['A X', 'A Y'], 'multiple', 'directedPair'),
        '<matchInteraction responseIdentifier="RESPONSE"><simpleMatchSet><simpleAssociableChoice identifier="A">a</simpleAssociableChoice></simpleMatchSet><simpleMatchSet><simpleAssociableChoice identifier="X">x</simpleAssociableChoice><simpleAssociableChoice identifier="Y">y</simpleAssociableChoice></simpleMatchSet></matchInteraction>',
      ),
    ],
    [
      'a match with one set',
      item21(singleDeclaration(['A X'], 'multiple', 'directedPair'), '<matchInteraction responseIdentifier="RESPONSE"><simpleMatchSet><simpleAssociableChoice identifier="A">a</simpleAssociableChoice></simpleMatchSet></matchInteraction>'),
    ],
    [
      'associations sharing a choice',
      item21(
        singleDeclaration(['A B', 'B C'], 'multiple', 'pair'),
        `<associateInteraction responseIdentifier="RESPONSE">${['A', 'B', 'C'].map((id) => `<simpleAssociableChoice identifier="${id}">${id}</simpleAssociableChoice>`).join('')}</associateInteraction>`,
      ),
    ],
    [
      'a numeric blank among several',
      item21(singleDeclaration(['1'], 'single', 'integer', 'R1') + singleDeclaration(['a'], 'single', 'string', 'R2'), '<p><textEntryInteraction responseIdentifier="R1"/> <textEntryInteraction responseIdentifier="R2"/></p>'),
    ],
  ])('keeps as QTI %s', (_, xml) => {
    expect(importQtiItem(xml).type).toBe('qti');
  });

  it('keeps an item with no interaction (an information page) as QTI worth 0 points, even when its processing sets a score', () => {
    const setsScore = '<outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/><responseProcessing><setOutcomeValue identifier="SCORE"><baseValue baseType="float">2</baseValue></setOutcomeValue></responseProcessing>';
    const draft = importQtiItem(item21(setsScore, '<p>Read this.</p>'));
    expect(draft).toMatchObject({ type: 'qti', points: 0 });
    expect((draft.content as { xml: string }).xml).toContain('<p>Read this.</p>');
  });

  it.each([
    ['not XML', 'just text', /^This is not well-formed XML/],
    ['broken XML', '<assessmentItem><itemBody></assessmentItem>', /^This is not well-formed XML: .*\(line 1\)\.$/],
    ['another document', '<html><body/></html>', 'This is not a QTI 3.0 or 2.1 assessment item (assessmentItem or qti-assessment-item).'],
    ['a test, not an item', '<assessmentTest identifier="t" title="T"/>', 'This is not a QTI 3.0 or 2.1 assessment item (assessmentItem or qti-assessment-item).'],
    ['an element an item cannot hold', '<assessmentItem identifier="x" title="X"><body/></assessmentItem>', 'The body (line 1) is not an element QTI allows in assessmentItem.'],
    ['an undeclared response', choice(''), 'The choiceInteraction (line 1) answers "RESPONSE", which no response declaration declares.'],
    ['two right answers to a single choice', choice(singleDeclaration(['A', 'B'])), 'The correct response of "RESPONSE" has 2 values; its cardinality is single.'],
    ['a pair that is not a pair', item21(singleDeclaration(['A'], 'multiple', 'pair'), `<associateInteraction responseIdentifier="RESPONSE">${['A', 'B'].map((id) => `<simpleAssociableChoice identifier="${id}">${id}</simpleAssociableChoice>`).join('')}</associateInteraction>`), 'The correct response "A" of "RESPONSE" is not a pair.'],
    ['a numeric answer that is not a number', item21(singleDeclaration(['ten'], 'single', 'float'), '<p><textEntryInteraction responseIdentifier="RESPONSE"/></p>'), 'The correct response "ten" of "RESPONSE" is not a float.'],
    [
      'a MAXSCORE out of range',
      item21('<outcomeDeclaration identifier="MAXSCORE" cardinality="single" baseType="float"><defaultValue><value>5000</value></defaultValue></outcomeDeclaration>' + singleDeclaration(['A']), `<choiceInteraction responseIdentifier="RESPONSE">${choices(['A', 'B'])}</choiceInteraction>`),
      'The item is worth 5000 points; at most 999 are allowed.',
    ],
  ])('refuses %s', (_, xml, message) => {
    const said = refusal(xml);
    if (message instanceof RegExp) expect(said).toMatch(message);
    else expect(said).toBe(message);
  });

  it('refuses documents that declare entities, rather than expand them', () => {
    const xml = `<!DOCTYPE assessmentItem [<!ENTITY big "BIGBIGBIG">]>${item21(singleDeclaration(['A']), `<p>&big;</p><choiceInteraction responseIdentifier="RESPONSE">${choices(['A', 'B'])}</choiceInteraction>`)}`;
    expect(refusal(xml)).toBe('Documents declaring their own entities (<!ENTITY ...>) are not accepted.');
  });
});
