import { describe, expect, it } from 'vitest';
import { importQtiItem } from '../../src/qti/importQtiItem.ts';
import { textRecord } from '../../src/qti/processing/textRecord.ts';
import { drawQtiTemplate, qtiOutcomes } from '../../src/qti/qtiItemRuntime.ts';
import type { QtiItemContent } from '../../src/schemas/qtiItem.ts';
import { qti21 } from './qtiKeptFixtures.ts';

// A text entry bound to a record response (QTI 2.1): the answer read into its fields, which fieldValue
// reads; qtiworks' precision examples score significant figures and decimal places so.

const fields = (typed: string) => Object.fromEntries(Object.entries(textRecord(typed).fields!).map(([name, value]) => [name, value.values[0]]));

describe('a typed answer as a record', () => {
  it('has the number, its digits left and right, decimal places and significant figures', () => {
    expect(fields('0.0450')).toEqual({ stringValue: '0.0450', floatValue: 0.045, leftDigits: 1, rightDigits: 4, ndp: 4, nsf: 3 });
    expect(fields('-120')).toEqual({ stringValue: '-120', floatValue: -120, integerValue: -120, leftDigits: 3, rightDigits: 0, ndp: 0, nsf: 3 });
    expect(fields('1.25e3')).toEqual({ stringValue: '1.25e3', floatValue: 1250, leftDigits: 1, rightDigits: 2, ndp: -1, nsf: 3, exponent: 3 });
  });

  it('has only its string when it is not a number', () => {
    expect(fields('about 12')).toEqual({ stringValue: 'about 12' });
    expect(fields('.')).toEqual({ stringValue: '.' });
  });
});

describe('an item scoring significant figures with fieldValue', () => {
  const xml = qti21({
    declarations: `<responseDeclaration identifier="RESPA" cardinality="record"/>
<outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>
<outcomeDeclaration identifier="NSF" cardinality="single" baseType="integer"/>`,
    body: '<p>The mass to 3 significant figures: <textEntryInteraction responseIdentifier="RESPA" expectedLength="7"/> g</p>',
    processing: `<responseProcessing>
  <setOutcomeValue identifier="NSF"><fieldValue fieldIdentifier="nsf"><variable identifier="RESPA"/></fieldValue></setOutcomeValue>
  <responseCondition><responseIf>
    <and>
      <equal toleranceMode="absolute" tolerance="0.005"><fieldValue fieldIdentifier="floatValue"><variable identifier="RESPA"/></fieldValue><baseValue baseType="float">0.045</baseValue></equal>
      <match><variable identifier="NSF"/><baseValue baseType="integer">3</baseValue></match>
    </and>
    <setOutcomeValue identifier="SCORE"><baseValue baseType="float">1</baseValue></setOutcomeValue>
  </responseIf></responseCondition>
</responseProcessing>`,
  });

  it('imports as QTI and scores the answer by its fields', () => {
    const draft = importQtiItem(xml);
    expect(draft.type).toBe('qti');
    const content = draft.content as QtiItemContent;
    const scored = (typed: string | null) => qtiOutcomes(content, drawQtiTemplate(content, 1), { RESPA: typed }).outcomes;
    expect(scored('0.0450')).toMatchObject({ SCORE: 1, NSF: 3 });
    expect(scored('0.045')).toMatchObject({ SCORE: 0, NSF: 2 });
    expect(scored('lots')).toMatchObject({ SCORE: 0, NSF: null });
    expect(scored(null)).toMatchObject({ SCORE: 0, NSF: null });
  });
});
