import type { ItemDefinition, ItemDraft } from '../src/schemas/itemTypes.ts';

const QTI_INLINE_CHOICE =
  '<qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" identifier="capital" title="Capital">' +
  '<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="identifier"><qti-correct-response><qti-value>P</qti-value></qti-correct-response></qti-response-declaration>' +
  '<qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float"/>' +
  '<qti-item-body><p>The capital of France is <qti-inline-choice-interaction response-identifier="RESPONSE"><qti-inline-choice identifier="P">Paris</qti-inline-choice><qti-inline-choice identifier="L">Lyon</qti-inline-choice></qti-inline-choice-interaction>.</p></qti-item-body>' +
  '<qti-response-processing template="https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml"/></qti-assessment-item>';

/** One valid definition of every item type, as an author would write it. */
export const SAMPLE_DEFINITIONS: Record<ItemDefinition['type'], ItemDefinition> = {
  single_choice: {
    type: 'single_choice',
    content: { choices: [{ id: 'a', text: 'Lyon' }, { id: 'b', text: 'Paris' }, { id: 'c', text: 'Nice' }], correct: 'b' },
  },
  multiple_response: {
    type: 'multiple_response',
    content: { choices: [{ id: 'a', text: '2' }, { id: 'b', text: '3' }, { id: 'c', text: '4' }, { id: 'd', text: '5' }], correct: ['a', 'b', 'd'] },
  },
  true_false: { type: 'true_false', content: { correct: true } },
  short_text: { type: 'short_text', content: { answers: ['Mitochondria', 'the mitochondria'], case_sensitive: false } },
  numeric: { type: 'numeric', content: { answer: 9.81, tolerance: 0.05, tolerance_percent: 0 } },
  fill_blanks: {
    type: 'fill_blanks',
    content: {
      template: 'Water boils at {{temp}} degrees at sea level and freezes at {{cold}}.',
      blanks: [
        { id: 'temp', answers: ['100'], case_sensitive: false },
        { id: 'cold', answers: ['0', 'zero'], case_sensitive: false },
      ],
    },
  },
  ordering: { type: 'ordering', content: { entries: [{ id: 'm', text: 'Mercury' }, { id: 'v', text: 'Venus' }, { id: 'e', text: 'Earth' }] } },
  matching: {
    type: 'matching',
    content: {
      prompts: [
        { id: 'fr', text: 'France', match: 'paris' },
        { id: 'it', text: 'Italy', match: 'rome' },
      ],
      options: [{ id: 'paris', text: 'Paris' }, { id: 'rome', text: 'Rome' }, { id: 'oslo', text: 'Oslo' }],
    },
  },
  longtext: { type: 'longtext', content: { max_length: 2000 } },
  longtextV2: { type: 'longtextV2', content: {} },
  plaintext: { type: 'plaintext', content: {} },
  audio: { type: 'audio', content: { max_seconds: 120 } },
  video: { type: 'video', content: {} },
  fileupload: { type: 'fileupload', content: { extensions: ['pdf', 'docx'] } },
  // Written as the server stores it (QTI 3.0, one line), so that saving it again changes nothing.
  qti: {
    type: 'qti',
    content: {
      xml: `<?xml version="1.0" encoding="UTF-8"?>\n${QTI_INLINE_CHOICE}`,
      source_version: '3.0',
    },
  },
};

let counter = 0;

type DraftOf<T extends ItemDefinition['type']> = ItemDraft & { type: T };

/** A draft of `type` with a fresh reference unless one is given. */
export function draft<T extends ItemDefinition['type'] = 'single_choice'>(type: T = 'single_choice' as T, overrides: Partial<DraftOf<T>> = {}): DraftOf<T> {
  counter += 1;
  return { reference: `Q-${counter}`, title: `Question ${counter}`, prompt: '<p>Which one?</p>', points: 1, tags: [], ...SAMPLE_DEFINITIONS[type], ...overrides } as DraftOf<T>;
}
