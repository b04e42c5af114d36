import type { ItemDraft } from '../../schemas/itemTypes.ts';

/** The demo quiz's Questions: one of each kind a student answers on their own, and one a person scores. */
export const DEMO_QUESTIONS: ItemDraft[] = [
  {
    reference: 'demo-capital-of-france',
    title: 'Capital of France',
    prompt: '<p>What is the capital of France?</p>',
    type: 'single_choice',
    content: { choices: [{ id: 'lyon', text: 'Lyon' }, { id: 'paris', text: 'Paris' }, { id: 'nice', text: 'Nice' }], correct: 'paris' },
  },
  {
    reference: 'demo-prime-numbers',
    title: 'Prime numbers',
    prompt: '<p>Which of these numbers are prime? Choose every one that is.</p>',
    type: 'multiple_response',
    content: { choices: [{ id: 'two', text: '2' }, { id: 'four', text: '4' }, { id: 'five', text: '5' }, { id: 'nine', text: '9' }], correct: ['two', 'five'] },
  },
  {
    reference: 'demo-water-is-wet',
    title: 'Boiling point',
    prompt: '<p>At sea level, water boils at 100 °C.</p>',
    type: 'true_false',
    content: { correct: true },
  },
  {
    reference: 'demo-powerhouse',
    title: 'The powerhouse of the cell',
    prompt: '<p>Which organelle produces most of a cell\'s energy?</p>',
    type: 'short_text',
    content: { answers: ['mitochondria', 'the mitochondria', 'mitochondrion'], case_sensitive: false },
  },
  {
    reference: 'demo-gravity',
    title: 'Gravity',
    prompt: '<p>The acceleration of gravity at the Earth\'s surface, in m/s², to one decimal place.</p>',
    type: 'numeric',
    content: { answer: 9.8, tolerance: 0.05, tolerance_percent: 0 },
  },
  {
    reference: 'demo-planets-in-order',
    title: 'Planets in order',
    prompt: '<p>Put these planets in order from the Sun outwards.</p>',
    type: 'ordering',
    content: { entries: [{ id: 'mercury', text: 'Mercury' }, { id: 'venus', text: 'Venus' }, { id: 'earth', text: 'Earth' }, { id: 'mars', text: 'Mars' }] },
  },
  {
    reference: 'demo-reflection',
    title: 'Your reflection',
    prompt: '<p>In two or three sentences, what did you learn in this course so far? Your instructor scores this answer.</p>',
    type: 'longtext',
    content: { max_length: 2000 },
  },
];
