/** The board component's config (part 2 §3 "Board"), shared by server and web. */
export interface BoardSettings {
  /** Students see classmates' posts only once they have posted themselves. */
  requires_comment: boolean;
  /** ISO date-times; null means no date (the spec's 2199-12-31 sentinel is a display rule). */
  open_date: string | null;
  close_date: string | null;
  due_date: string | null;
}

export interface BoardConfig {
  /** Posts may show images (by address); otherwise the sanitiser drops them. */
  allow_images: boolean;
  board: BoardSettings;
  /** The most a board grade can be (graded in the board grading area). */
  max_score: number;
}

/** Part 2 §5 "Scores": the default cap of a grade input. */
export const MAX_BOARD_SCORE = 999;

const date = {
  type: ['string', 'null'],
  format: 'date-time',
  errorMessage: { type: 'Enter a date and time, or leave it empty.', format: 'Enter a date and time, or leave it empty.' },
} as const;

export const boardConfigSchema = {
  type: 'object',
  required: ['allow_images', 'board', 'max_score'],
  additionalProperties: false,
  properties: {
    allow_images: { type: 'boolean' },
    board: {
      type: 'object',
      required: ['requires_comment', 'open_date', 'close_date', 'due_date'],
      additionalProperties: false,
      properties: { requires_comment: { type: 'boolean' }, open_date: date, close_date: date, due_date: date },
    },
    max_score: {
      type: 'number',
      minimum: 0,
      maximum: MAX_BOARD_SCORE,
      errorMessage: { type: 'The max score must be a number.', minimum: 'The max score must be 0 or more.', maximum: `The max score can be at most ${MAX_BOARD_SCORE}.` },
    },
  },
} as const;

export const DEFAULT_BOARD_CONFIG: BoardConfig = {
  allow_images: false,
  board: { requires_comment: false, open_date: null, close_date: null, due_date: null },
  max_score: 0,
};
