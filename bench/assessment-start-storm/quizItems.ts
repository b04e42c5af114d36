/** One Question of the benchmark's quiz: what the instructor posts, and a right and a wrong answer to it. */
export interface QuizItem {
  /** The body of `POST assessment/items/`. */
  draft: { reference: string; title: string; prompt: string; type: string; points: number; tags: []; content: unknown };
  right: unknown;
  wrong: unknown;
}

type Definition = Pick<QuizItem['draft'], 'type' | 'content'> & Omit<QuizItem, 'draft'>;

const choices = (...texts: string[]) => texts.map((text, at) => ({ id: 'abcdef'[at]!, text }));

/** Twenty automatically scored Questions of the eight auto-scored types, so every submission is scored at once. */
const DEFINITIONS: Definition[] = [
  { type: 'single_choice', content: { choices: choices('Lyon', 'Paris', 'Nice', 'Lille'), correct: 'b' }, right: 'b', wrong: 'a' },
  { type: 'single_choice', content: { choices: choices('H2O', 'CO2', 'O2'), correct: 'a' }, right: 'a', wrong: 'c' },
  { type: 'single_choice', content: { choices: choices('1789', '1815', '1914', '1945'), correct: 'd' }, right: 'd', wrong: 'b' },
  { type: 'multiple_response', content: { choices: choices('2', '3', '4', '5'), correct: ['a', 'b', 'd'] }, right: ['a', 'b', 'd'], wrong: ['a', 'c'] },
  { type: 'multiple_response', content: { choices: choices('Oak', 'Rose', 'Pine', 'Tulip'), correct: ['a', 'c'] }, right: ['c', 'a'], wrong: ['a'] },
  { type: 'multiple_response', content: { choices: choices('Mars', 'Moon', 'Venus'), correct: ['a', 'c'] }, right: ['a', 'c'], wrong: ['a', 'b', 'c'] },
  { type: 'true_false', content: { correct: true }, right: true, wrong: false },
  { type: 'true_false', content: { correct: false }, right: false, wrong: true },
  { type: 'true_false', content: { correct: true }, right: true, wrong: false },
  { type: 'short_text', content: { answers: ['Mitochondria', 'the mitochondria'], case_sensitive: false }, right: 'mitochondria', wrong: 'ribosome' },
  { type: 'short_text', content: { answers: ['Canberra'], case_sensitive: true }, right: 'Canberra', wrong: 'canberra' },
  { type: 'short_text', content: { answers: ['photosynthesis'], case_sensitive: false }, right: ' Photosynthesis ', wrong: 'respiration' },
  { type: 'numeric', content: { answer: 9.81, tolerance: 0.05, tolerance_percent: 0 }, right: '9,8', wrong: 10.5 },
  { type: 'numeric', content: { answer: 299792, tolerance: 0, tolerance_percent: 1 }, right: 300000, wrong: '250000' },
  {
    type: 'fill_blanks',
    content: { template: 'Water boils at {{hot}} degrees and freezes at {{cold}}.', blanks: [{ id: 'hot', answers: ['100'], case_sensitive: false }, { id: 'cold', answers: ['0', 'zero'], case_sensitive: false }] },
    right: { hot: '100', cold: 'zero' },
    wrong: { hot: '90', cold: '5' },
  },
  {
    type: 'fill_blanks',
    content: { template: 'The capital of Italy is {{city}}.', blanks: [{ id: 'city', answers: ['Rome', 'Roma'], case_sensitive: false }] },
    right: { city: 'roma' },
    wrong: { city: 'Milan' },
  },
  { type: 'ordering', content: { entries: [{ id: 'm', text: 'Mercury' }, { id: 'v', text: 'Venus' }, { id: 'e', text: 'Earth' }] }, right: ['m', 'v', 'e'], wrong: ['e', 'v', 'm'] },
  { type: 'ordering', content: { entries: [{ id: 'one', text: 'One' }, { id: 'two', text: 'Two' }, { id: 'three', text: 'Three' }, { id: 'four', text: 'Four' }] }, right: ['one', 'two', 'three', 'four'], wrong: ['two', 'one', 'three', 'four'] },
  {
    type: 'matching',
    content: { prompts: [{ id: 'fr', text: 'France', match: 'paris' }, { id: 'it', text: 'Italy', match: 'rome' }], options: [{ id: 'paris', text: 'Paris' }, { id: 'rome', text: 'Rome' }, { id: 'oslo', text: 'Oslo' }] },
    right: { fr: 'paris', it: 'rome' },
    wrong: { fr: 'oslo', it: 'paris' },
  },
  {
    type: 'matching',
    content: { prompts: [{ id: 'dog', text: 'Dog', match: 'bark' }, { id: 'cat', text: 'Cat', match: 'meow' }, { id: 'cow', text: 'Cow', match: 'moo' }], options: [{ id: 'bark', text: 'Bark' }, { id: 'meow', text: 'Meow' }, { id: 'moo', text: 'Moo' }] },
    right: { dog: 'bark', cat: 'meow', cow: 'moo' },
    wrong: { dog: 'meow', cat: 'moo', cow: 'bark' },
  },
];

/** The quiz's Questions, worth 1, 2 or 3 points in turn (39 in all); a wrong answer earns nothing, not even partial credit. */
export const QUIZ_ITEMS: QuizItem[] = DEFINITIONS.map(({ type, content, right, wrong }, at) => {
  const number = String(at + 1).padStart(2, '0');
  return { draft: { reference: `BENCH-${number}`, title: `Question ${number}`, prompt: `<p>Question ${number}</p>`, type, points: (at % 3) + 1, tags: [], content }, right, wrong };
});
