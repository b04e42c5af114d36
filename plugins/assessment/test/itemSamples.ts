import type { ItemDefinition, ItemDraft } from '../src/schemas/itemTypes.ts';

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
};

let counter = 0;

type DraftOf<T extends ItemDefinition['type']> = ItemDraft & { type: T };

/** A draft of `type` with a fresh reference unless one is given. */
export function draft<T extends ItemDefinition['type'] = 'single_choice'>(type: T = 'single_choice' as T, overrides: Partial<DraftOf<T>> = {}): DraftOf<T> {
  counter += 1;
  return { reference: `Q-${counter}`, title: `Question ${counter}`, prompt: '<p>Which one?</p>', points: 1, tags: [], ...SAMPLE_DEFINITIONS[type], ...overrides } as DraftOf<T>;
}
