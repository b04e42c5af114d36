import { describe, expect, it } from 'vitest';
import { importQtiItem } from '../src/qti/importQtiItem.ts';
import { QtiImportError } from '../src/qti/QtiImportError.ts';
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
  it('reads a QTI 2.1 single choice, with its question text around the interaction and no feedback or graders notes', () => {
    expect(importQtiItem(CHOICE_21)).toEqual({
      reference: 'choice',
      title: 'Unattended Luggage',
      type: 'single_choice',
      points: 1,
      prompt:
        '<p>Look at the text in the picture.</p>\n    <p><img src="https://assets.example/sign.png" alt="NEVER LEAVE LUGGAGE UNATTENDED"></p>\n    <p>What does it say?</p>',
      content: {
        choices: [
          { id: 'ChoiceA', text: 'You must stay with your luggage at all times.' },
          { id: 'ChoiceB', text: 'Do not let someone else look after your luggage.' },
          { id: 'ChoiceC', text: 'Remember your luggage when you leave.' },
        ],
        correct: 'ChoiceA',
      },
    });
  });

  it('reads a QTI 3.0 multiple response, its points from MAXSCORE and its entities', () => {
    expect(importQtiItem(CHOICE_MULTIPLE_30)).toEqual({
      reference: 'primes-30',
      title: 'Prime numbers',
      type: 'multiple_response',
      points: 2,
      prompt: '<p>Which of these are <strong>prime</strong> numbers?</p>',
      content: {
        choices: [
          { id: 'H', text: '2' },
          { id: 'J', text: '4' },
          { id: 'K', text: '7 & only 7' },
        ],
        correct: ['H', 'K'],
      },
    });
  });

  it('reads a text entry as short text: correct and mapped answers, case from the mapping, a blank in the text', () => {
    const imported = importQtiItem(TEXT_ENTRY_21);
    expect(imported).toMatchObject({ type: 'short_text', points: 3, content: { answers: ['York', 'york'], case_sensitive: false } });
    expect(imported.prompt).toContain('Made glorious summer by this sun of\n        _____;<br>');
    expect(imported.prompt?.startsWith('<p>Identify the missing word')).toBe(true);
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

  it.each([
    ['not XML', 'just text', /^This is not well-formed XML/],
    ['broken XML', '<assessmentItem><itemBody></assessmentItem>', /^This is not well-formed XML: .*\(line 1\)\.$/],
    ['another document', '<html><body/></html>', 'This is not a QTI 3.0 or 2.1 assessment item (assessmentItem or qti-assessment-item).'],
    ['a test, not an item', '<assessmentTest identifier="t" title="T"/>', 'This is not a QTI 3.0 or 2.1 assessment item (assessmentItem or qti-assessment-item).'],
    ['no itemBody', '<assessmentItem identifier="x" title="X"/>', 'The item has no itemBody.'],
    ['no interaction', item21('', '<p>Read this.</p>'), 'The item has no interaction to import.'],
    [
      'an unsupported interaction',
      item21(singleDeclaration(['A']), '<hotspotInteraction responseIdentifier="RESPONSE"/>'),
      'The hotspotInteraction is not supported. Supported: choice, text entry, order, match, associate, extended text and upload interactions.',
    ],
    [
      'mixed interactions',
      item21(singleDeclaration(['A']) + singleDeclaration(['x'], 'single', 'string', 'R2'), `<choiceInteraction responseIdentifier="RESPONSE">${choices(['A', 'B'])}</choiceInteraction><p><textEntryInteraction responseIdentifier="R2"/></p>`),
      'An item mixing several kinds of interaction cannot be imported; make one item per interaction.',
    ],
    [
      'two choice interactions',
      item21(singleDeclaration(['A']), `<choiceInteraction responseIdentifier="RESPONSE">${choices(['A', 'B'])}</choiceInteraction><choiceInteraction responseIdentifier="RESPONSE">${choices(['A', 'B'])}</choiceInteraction>`),
      'An item with more than one choiceInteraction cannot be imported; make one item per interaction.',
    ],
    ['an undeclared response', choice(''), 'The choiceInteraction answers "RESPONSE", which no responseDeclaration declares.'],
    ['no correct response', choice('<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier"/>'), 'The responseDeclaration "RESPONSE" gives no correct response.'],
    ['two right answers to a single choice', choice(singleDeclaration(['A', 'B'])), 'The single-choice responseDeclaration "RESPONSE" must give exactly one correct choice.'],
    ['a right answer that is no choice', choice(singleDeclaration(['Z'])), 'The right answer must be one of the choices.'],
    ['one choice', choice(singleDeclaration(['A']), `<choiceInteraction responseIdentifier="RESPONSE">${choices(['A'])}</choiceInteraction>`), 'The item needs at least 2 choices.'],
    [
      'too many choices',
      choice(singleDeclaration(['C1']), `<choiceInteraction responseIdentifier="RESPONSE">${choices(Array.from({ length: 51 }, (_, index) => `C${index}`))}</choiceInteraction>`),
      'The item has more than 50 choices.',
    ],
    [
      'an identifier we cannot keep',
      choice(singleDeclaration(['A']), `<choiceInteraction responseIdentifier="RESPONSE"><simpleChoice identifier="A">a</simpleChoice><simpleChoice identifier="b b">b</simpleChoice></choiceInteraction>`),
      'The choice identifier "b b" cannot be used: identifiers are 1 to 64 letters, digits, dots, dashes or underscores.',
    ],
    [
      'a choice made of an image only',
      choice(singleDeclaration(['A']), `<choiceInteraction responseIdentifier="RESPONSE"><simpleChoice identifier="A">a</simpleChoice><simpleChoice identifier="B"><img src="https://x.example/b.png" alt=""/></simpleChoice></choiceInteraction>`),
      'The choice "B" has no text (choices made only of images or media are not supported).',
    ],
    [
      'an order that leaves a choice out',
      item21(singleDeclaration(['A', 'B'], 'ordered'), `<orderInteraction responseIdentifier="RESPONSE">${choices(['A', 'B', 'C'])}</orderInteraction>`),
      'The correct response of "RESPONSE" must place every choice once.',
    ],
    [
      'a match with two targets for one source',
      item21(
        singleDeclaration(['A X', 'A Y'], 'multiple', 'directedPair'),
        '<matchInteraction responseIdentifier="RESPONSE"><simpleMatchSet><simpleAssociableChoice identifier="A">a</simpleAssociableChoice></simpleMatchSet><simpleMatchSet><simpleAssociableChoice identifier="X">x</simpleAssociableChoice><simpleAssociableChoice identifier="Y">y</simpleAssociableChoice></simpleMatchSet></matchInteraction>',
      ),
      'The choice "A" must have exactly one match; only one-to-one matching is supported.',
    ],
    [
      'a match with one set',
      item21(singleDeclaration(['A X'], 'multiple', 'directedPair'), '<matchInteraction responseIdentifier="RESPONSE"><simpleMatchSet><simpleAssociableChoice identifier="A">a</simpleAssociableChoice></simpleMatchSet></matchInteraction>'),
      'A matchInteraction needs two simpleMatchSets.',
    ],
    [
      'associations sharing a choice',
      item21(
        singleDeclaration(['A B', 'B C'], 'multiple', 'pair'),
        `<associateInteraction responseIdentifier="RESPONSE">${['A', 'B', 'C'].map((id) => `<simpleAssociableChoice identifier="${id}">${id}</simpleAssociableChoice>`).join('')}</associateInteraction>`,
      ),
      'The pairs of "RESPONSE" must join choices of the interaction, each in one pair at most.',
    ],
    ['a pair that is not a pair', item21(singleDeclaration(['A'], 'multiple', 'pair'), `<associateInteraction responseIdentifier="RESPONSE">${['A', 'B'].map((id) => `<simpleAssociableChoice identifier="${id}">${id}</simpleAssociableChoice>`).join('')}</associateInteraction>`), '"A" in "RESPONSE" is not a pair of identifiers.'],
    ['a numeric answer that is not a number', item21(singleDeclaration(['ten'], 'single', 'float'), '<p><textEntryInteraction responseIdentifier="RESPONSE"/></p>'), 'The correct response of "RESPONSE" is not a number.'],
    [
      'a numeric blank among several',
      item21(singleDeclaration(['1'], 'single', 'integer', 'R1') + singleDeclaration(['a'], 'single', 'string', 'R2'), '<p><textEntryInteraction responseIdentifier="R1"/> <textEntryInteraction responseIdentifier="R2"/></p>'),
      'The blank "R1" answers a integer response; only text blanks are supported.',
    ],
    [
      'a MAXSCORE out of range',
      item21('<outcomeDeclaration identifier="MAXSCORE" cardinality="single" baseType="float"><defaultValue><value>5000</value></defaultValue></outcomeDeclaration>' + singleDeclaration(['A']), `<choiceInteraction responseIdentifier="RESPONSE">${choices(['A', 'B'])}</choiceInteraction>`),
      'The MAXSCORE of the item must be a number from 0 to 999.',
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
