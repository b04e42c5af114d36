import { Type, type Static } from '@lms/sdk/calls';
import { enumOf } from './enumOf.ts';
import { ACCENT_SCORING, type AccentScoring } from '../scoring/types.ts';
import {
  ACTIVITY_DATE_MESSAGES,
  ACTIVITY_VISIBILITIES as VISIBILITIES,
  CORRECT_ANSWER_VISIBILITIES,
  DAY,
  HOUR,
  WEEK,
  type ActivityVisibility as Visibility,
  type CorrectAnswerVisibility as CorrectAnswersVisibility,
} from '@lms/sdk/rules';
import { MAX_POINTS } from './itemBody.ts';
import { ASSESSMENT_MESSAGES, ASSESSMENT_RULE_MESSAGES, DATE_LABELS } from './assessmentMessages.ts';

/** Part 2 §4: when responses, correct answers (also with combinations) or the check answer button show: the activity settings' lists. */
export { VISIBILITIES, CORRECT_ANSWER_VISIBILITIES, type Visibility, type CorrectAnswersVisibility };

/** Part 2 §4 action codes for opening again: 0 don't show, 1 resume, 2 next submission, 3 review. */
export const OPEN_ACTIONS = [0, 1, 2, 3] as const;
export type OpenAction = (typeof OPEN_ACTIONS)[number];

/** Part 3 §3 "Policy": per 3600 (Hour), 86400 (Day) or 604800 (Week). */
export const PERIODS = [HOUR, DAY, WEEK] as const;
export type Period = (typeof PERIODS)[number];
export const PERIOD_NAMES: Record<Period, 'Hour' | 'Day' | 'Week'> = { [HOUR]: 'Hour', [DAY]: 'Day', [WEEK]: 'Week' };

/** Part 3 §3 "Policy": the late penalty an assessment (or a student's override) applies. */
export const PolicyConfigSchema = Type.Object({
  /** Percentage taken per period late: a whole number, 0 or more. */
  penalty: Type.Integer({ minimum: 0, maximum: 100 }),
  per: enumOf(PERIODS),
  /** The most taken in all: 100, or a multiple of the penalty. */
  max: Type.Integer({ minimum: 0, maximum: 100 }),
  /** The period's name; set from `per` when saved. */
  humanly_per: Type.Optional(enumOf(['Hour', 'Day', 'Week'])),
});
export type PolicyConfig = Static<typeof PolicyConfigSchema>;

/** A Question of the assessment: a bank item by id, worth `points` here (the item's own points when picked). */
export interface AssessmentItemEntry {
  id: string;
  points: number;
}

/** Where a branching quiz goes after an item: another of its items, or the end. */
export interface NextStep {
  correct?: string | null;
  incorrect?: string | null;
}

export const END_STEP = 'end';

/** The assessment component's config (part 2 §3 "Assessment config"), shared by server and web. */
export interface AssessmentConfig {
  /** Shown on the intro screen; plain text. */
  instructions: string;
  /** Counts in the grade (a practice quiz does not). */
  graded: boolean;
  items: AssessmentItemEntry[];
  /** 0 = unlimited. */
  submission_attempts: number;
  /** What opening the assessment again does (an action code). */
  number_of_opens: OpenAction;
  /** Seconds; 0 = not timed. */
  time_limit: number;
  /** The limit is the author's own rather than one of the 15-minute steps. */
  time_limit_custom: boolean;
  /** ISO date-times; null for none. */
  open_date: string | null;
  due_date: string | null;
  close_date: string | null;
  /** The auto-accept late policy; null when late work is not auto-accepted. */
  policy: PolicyConfig | null;
  /** Deliver this many items picked at random; 0 = all. */
  pickx: number;
  scramble: boolean;
  lock_back_button: boolean;
  confidence: boolean;
  studycenter: boolean;
  accent_scoring: AccentScoring;
  /** How many times an attempt may be re-opened; null when not limited this way. */
  resume_max_attempts: number | null;
  /** 0 hidden, 1 default, 2 immediate. */
  show_score: 0 | 1 | 2;
  /** 0 none, 1 review inline, 2 answers inline. */
  inline: 0 | 1 | 2;
  /** When the check answer button shows. */
  inline_check: Visibility;
  show_responses: Visibility;
  show_correct_answers: CorrectAnswersVisibility;
  /** A video quiz or a branching quiz; null for a plain one. */
  sub_type: 'video' | 'branching' | null;
  /** A video quiz's video: a web address or a media-library address; empty until chosen. */
  video: string;
  /** A video quiz: the second of the video each item pops up at, by item id. */
  stop_points: Record<string, number>;
  /** A branching quiz: each item's next step, by item id. */
  adaptive: Record<string, NextStep>;
}

declare module '@lms/sdk' {
  interface ComponentConfigs {
    assessment: AssessmentConfig;
  }
}

export const DEFAULT_ASSESSMENT_CONFIG: AssessmentConfig = {
  instructions: '',
  graded: true,
  items: [],
  submission_attempts: 1,
  number_of_opens: 1,
  time_limit: 0,
  time_limit_custom: false,
  open_date: null,
  due_date: null,
  close_date: null,
  policy: null,
  pickx: 0,
  scramble: false,
  lock_back_button: false,
  confidence: false,
  studycenter: false,
  accent_scoring: 1,
  resume_max_attempts: null,
  show_score: 1,
  inline: 0,
  inline_check: 'never',
  show_responses: 'immediately',
  show_correct_answers: 'never',
  sub_type: null,
  video: '',
  stop_points: {},
  adaptive: {},
};

export const MAX_ASSESSMENT_ITEMS = 500;
export const MAX_INSTRUCTIONS = 5000;
const ID = '^[0-9a-f]{24}$';

const date = (label: string) => ({ type: ['string', 'null'], format: 'date-time', errorMessage: ACTIVITY_DATE_MESSAGES.formatFor(label) }) as const;
const flag = (name: string) => ({ type: 'boolean', errorMessage: `${name} must be true or false.` }) as const;
const choice = <T>(values: readonly T[], message: string) => ({ enum: values, errorMessage: message }) as const;
const visibilityMessage = (what: string) => `${what} show never, immediately, after the due date, after the close date or after the maximum attempts.`;
const step = { type: ['string', 'null'], pattern: `${ID}|^${END_STEP}$`, errorMessage: ASSESSMENT_MESSAGES.nextSteps } as const;

export const assessmentConfigSchema = {
  type: 'object',
  required: Object.keys(DEFAULT_ASSESSMENT_CONFIG),
  properties: {
    instructions: { type: 'string', maxLength: MAX_INSTRUCTIONS, errorMessage: ASSESSMENT_RULE_MESSAGES.instructions },
    graded: flag('Graded'),
    items: {
      type: 'array',
      maxItems: MAX_ASSESSMENT_ITEMS,
      items: {
        type: 'object',
        required: ['id', 'points'],
        properties: { id: { type: 'string', pattern: ID }, points: { type: 'number', minimum: 0, maximum: MAX_POINTS } },
      },
      errorMessage: ASSESSMENT_RULE_MESSAGES.items,
    },
    submission_attempts: { type: 'integer', minimum: 0, maximum: 1000, errorMessage: 'Attempts are a whole number, 0 for unlimited.' },
    number_of_opens: choice(OPEN_ACTIONS, 'Opening again is 0 (do not show), 1 (resume), 2 (next submission) or 3 (review).'),
    time_limit: { type: 'integer', minimum: 0, maximum: 7 * 86400, errorMessage: ASSESSMENT_RULE_MESSAGES.timeLimit },
    time_limit_custom: flag('Custom time limit'),
    open_date: date(DATE_LABELS.open_date),
    due_date: date(DATE_LABELS.due_date),
    close_date: date(DATE_LABELS.close_date),
    policy: { ...PolicyConfigSchema, type: ['object', 'null'], errorMessage: ASSESSMENT_MESSAGES.policy },
    pickx: { type: 'integer', minimum: 0, maximum: MAX_ASSESSMENT_ITEMS, errorMessage: 'Pick a whole number of Questions, 0 for all.' },
    scramble: flag('Scramble'),
    lock_back_button: flag('Lock back button'),
    confidence: flag('Confidence'),
    studycenter: flag('Study center'),
    accent_scoring: choice(ACCENT_SCORING, 'Accent scoring is 1 (full deduction), 0.5 (partial) or 0 (none).'),
    resume_max_attempts: { type: ['integer', 'null'], minimum: 1, maximum: 1000, errorMessage: 'Re-opening attempts are a whole number of at least 1, or none.' },
    show_score: choice([0, 1, 2], 'Show score is 0 (hidden), 1 (default) or 2 (immediate).'),
    inline: choice([0, 1, 2], 'Inline is 0 (none), 1 (review inline) or 2 (answers inline).'),
    inline_check: choice(VISIBILITIES, visibilityMessage('The check answer button can')),
    show_responses: choice(VISIBILITIES, visibilityMessage('Responses can')),
    show_correct_answers: choice(CORRECT_ANSWER_VISIBILITIES, visibilityMessage('Correct answers can')),
    sub_type: choice([null, 'video', 'branching'], 'An assessment is a plain one, a video quiz or a branching quiz.'),
    video: { type: 'string', maxLength: 2000, pattern: '^(|https?://\\S+|/server/media/\\S+)$', errorMessage: ASSESSMENT_RULE_MESSAGES.video },
    stop_points: {
      type: 'object',
      patternProperties: { [ID]: { type: 'integer', minimum: 0, maximum: 359_999, errorMessage: ASSESSMENT_RULE_MESSAGES.stopPoint } },
      errorMessage: { additionalProperties: ASSESSMENT_MESSAGES.stopPoints },
    },
    adaptive: {
      type: 'object',
      patternProperties: { [ID]: { type: 'object', properties: { correct: step, incorrect: step }, errorMessage: { additionalProperties: ASSESSMENT_MESSAGES.nextSteps } } },
      errorMessage: { additionalProperties: ASSESSMENT_MESSAGES.nextSteps },
    },
  },
} as const;
