import type { ItemType } from './itemTypes.ts';
import { QTI_VERSIONS } from './qtiItem.ts';

/** The longest QTI document an item of type `qti` holds (as the import body's cap). */
export const MAX_QTI_XML_LENGTH = 512 * 1024;

/**
 * The JSON Schema of each item type's content, with messages. What a schema
 * cannot say (ids that must differ, a right answer among the choices, blanks
 * in the text) is checked by contentRules.ts.
 */

export const MAX_CHOICES = 50;
export const MAX_CHOICE_TEXT = 1000;
export const MAX_ANSWER_LENGTH = 500;
export const MAX_ANSWERS = 50;
export const MAX_TEMPLATE_LENGTH = 20_000;
export const MAX_NUMBER = 1e15;

/** Ids of choices, entries and blanks: what QTI identifiers look like. */
export const CHOICE_ID_PATTERN = '^[A-Za-z0-9_.-]{1,64}$';
const ID_MESSAGE = 'An id is 1 to 64 letters, digits, dots, dashes or underscores.';

/** Part 2 §5 "Files": the extensions a file upload may have. */
export const UPLOAD_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'pdf', 'doc', 'docx', 'ppt', 'pptx', 'mp4', 'mp3', 'm4a', 'mpg', 'mov', 'm4v', 'ogg', 'webp', 'webm'] as const;

const id = { type: 'string', pattern: CHOICE_ID_PATTERN, errorMessage: ID_MESSAGE } as const;

const text = (what: string) =>
  ({
    type: 'string',
    minLength: 1,
    maxLength: MAX_CHOICE_TEXT,
    pattern: '\\S',
    errorMessage: `Each ${what} needs a text of at most ${MAX_CHOICE_TEXT} characters.`,
  }) as const;

const choice = (what: string) =>
  ({ type: 'object', required: ['id', 'text'], properties: { id, text: text(what) }, errorMessage: { required: `Each ${what} needs an id and a text.` } }) as const;

const choices = (what: string, plural: string, min = 2) =>
  ({
    type: 'array',
    minItems: min,
    maxItems: MAX_CHOICES,
    items: choice(what),
    errorMessage: { type: `Give a list of ${plural}.`, minItems: `Give at least ${min} ${plural}.`, maxItems: `Give at most ${MAX_CHOICES} ${plural}.` },
  }) as const;

const answers = {
  type: 'array',
  minItems: 1,
  maxItems: MAX_ANSWERS,
  items: { type: 'string', maxLength: MAX_ANSWER_LENGTH, pattern: '\\S', errorMessage: `An accepted answer is a text of 1 to ${MAX_ANSWER_LENGTH} characters.` },
  errorMessage: { type: 'Give a list of accepted answers.', minItems: 'Give at least one accepted answer.', maxItems: `Give at most ${MAX_ANSWERS} accepted answers.` },
} as const;

const caseSensitive = { type: 'boolean', errorMessage: 'Say whether the case of letters counts (true or false).' } as const;

const number = (message: string, minimum = -MAX_NUMBER) => ({ type: 'number', minimum, maximum: MAX_NUMBER, errorMessage: message }) as const;

const optionalLimit = (field: string, message: string) => ({ [field]: { type: 'integer', minimum: 1, maximum: 1_000_000, errorMessage: message } });

const longText = { type: 'object', properties: optionalLimit('max_length', 'The longest answer is a whole number of characters, at least 1.') } as const;

const recording = { type: 'object', properties: optionalLimit('max_seconds', 'The longest recording is a whole number of seconds, at least 1.') } as const;

export const ITEM_CONTENT_SCHEMAS: Record<ItemType, Record<string, unknown>> = {
  single_choice: {
    type: 'object',
    required: ['choices', 'correct'],
    properties: { choices: choices('choice', 'choices'), correct: { ...id, errorMessage: 'Choose the right answer.' } },
    errorMessage: { required: { choices: 'Give at least 2 choices.', correct: 'Choose the right answer.' } },
  },
  multiple_response: {
    type: 'object',
    required: ['choices', 'correct'],
    properties: {
      choices: choices('choice', 'choices'),
      correct: {
        type: 'array',
        minItems: 1,
        uniqueItems: true,
        items: id,
        errorMessage: { type: 'Choose the right answers.', minItems: 'Choose at least one right answer.', uniqueItems: 'Choose each right answer once.' },
      },
    },
    errorMessage: { required: { choices: 'Give at least 2 choices.', correct: 'Choose at least one right answer.' } },
  },
  true_false: {
    type: 'object',
    required: ['correct'],
    properties: { correct: { type: 'boolean', errorMessage: 'Say whether the statement is true or false.' } },
    errorMessage: { required: 'Say whether the statement is true or false.' },
  },
  short_text: {
    type: 'object',
    required: ['answers', 'case_sensitive'],
    properties: { answers, case_sensitive: caseSensitive },
    errorMessage: { required: { answers: 'Give at least one accepted answer.', case_sensitive: 'Say whether the case of letters counts (true or false).' } },
  },
  numeric: {
    type: 'object',
    required: ['answer'],
    properties: {
      answer: number('The answer must be a number.'),
      tolerance: number('The tolerance must be a number, 0 or more.', 0),
      tolerance_percent: { type: 'number', minimum: 0, maximum: 100, errorMessage: 'The percentage tolerance must be a number from 0 to 100.' },
    },
    errorMessage: { required: 'The answer must be a number.' },
  },
  fill_blanks: {
    type: 'object',
    required: ['template', 'blanks'],
    properties: {
      template: {
        type: 'string',
        maxLength: MAX_TEMPLATE_LENGTH,
        pattern: '\\S',
        errorMessage: `Write the text with its blanks (at most ${MAX_TEMPLATE_LENGTH} characters).`,
      },
      blanks: {
        type: 'array',
        minItems: 1,
        maxItems: MAX_CHOICES,
        items: {
          type: 'object',
          required: ['id', 'answers', 'case_sensitive'],
          properties: { id, answers, case_sensitive: caseSensitive },
          errorMessage: { required: 'Each blank needs an id, accepted answers and whether the case of letters counts.' },
        },
        errorMessage: { type: 'Give a list of blanks.', minItems: 'Give at least one blank.', maxItems: `Give at most ${MAX_CHOICES} blanks.` },
      },
    },
    errorMessage: { required: { template: 'Write the text with its blanks.', blanks: 'Give at least one blank.' } },
  },
  ordering: {
    type: 'object',
    required: ['entries'],
    properties: { entries: choices('entry', 'entries') },
    errorMessage: { required: 'Give at least 2 entries.' },
  },
  matching: {
    type: 'object',
    required: ['prompts', 'options'],
    properties: {
      prompts: {
        type: 'array',
        minItems: 1,
        maxItems: MAX_CHOICES,
        items: {
          type: 'object',
          required: ['id', 'text', 'match'],
          properties: { id, text: text('prompt'), match: { ...id, errorMessage: 'Each prompt must be matched with one of the options.' } },
          errorMessage: { required: 'Each prompt needs an id, a text and its match.' },
        },
        errorMessage: { type: 'Give a list of prompts.', minItems: 'Give at least 1 prompt.', maxItems: `Give at most ${MAX_CHOICES} prompts.` },
      },
      options: choices('option', 'options', 1),
    },
    errorMessage: { required: { prompts: 'Give at least 1 prompt.', options: 'Give at least 1 option.' } },
  },
  longtext: longText,
  longtextV2: longText,
  plaintext: longText,
  audio: recording,
  video: recording,
  fileupload: {
    type: 'object',
    properties: {
      extensions: {
        type: 'array',
        minItems: 1,
        uniqueItems: true,
        items: { enum: UPLOAD_EXTENSIONS },
        errorMessage: `Accepted extensions are some of ${UPLOAD_EXTENSIONS.join(', ')}.`,
      },
    },
  },
  qti: {
    type: 'object',
    required: ['xml'],
    properties: {
      xml: { type: 'string', minLength: 1, maxLength: MAX_QTI_XML_LENGTH, pattern: '\\S', errorMessage: 'Give the item as a QTI 3.0, 2.2 or 2.1 assessment item of at most 512 KiB.' },
      source_version: { enum: QTI_VERSIONS, errorMessage: `The QTI version is one of ${QTI_VERSIONS.join(', ')}.` },
      stimuli: { type: 'array', maxItems: 20, items: { type: 'string', minLength: 1, maxLength: 64 }, errorMessage: 'Give the ids of at most 20 stimuli.' },
    },
    errorMessage: { required: 'Give the item as a QTI 3.0, 2.2 or 2.1 assessment item.' },
  },
};
