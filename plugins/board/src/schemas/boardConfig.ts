import { Type, type Static } from '@lms/sdk/calls';

/** Part 2 §5 "Scores": the default cap of a grade input. */
export const MAX_BOARD_SCORE = 999;

/** An ISO date-time; null means no date (the spec's 2199-12-31 sentinel is a display rule). */
const date = Type.Unsafe<string | null>({
  type: ['string', 'null'],
  format: 'date-time',
  errorMessage: { type: 'Enter a date and time, or leave it empty.', format: 'Enter a date and time, or leave it empty.' },
});

const boardSettingsSchema = Type.Object(
  {
    /** Students see classmates' posts only once they have posted themselves. */
    requires_comment: Type.Boolean(),
    open_date: date,
    close_date: date,
    due_date: date,
  },
  { additionalProperties: false },
);

/** The board component's config (part 2 §3 "Board"), shared by server and web. */
export const boardConfigSchema = Type.Object(
  {
    /** Posts may show images (by address); otherwise the sanitiser drops them. */
    allow_images: Type.Boolean(),
    board: boardSettingsSchema,
    /** The most a board grade can be (graded in the board grading area). */
    max_score: Type.Number({
      minimum: 0,
      maximum: MAX_BOARD_SCORE,
      errorMessage: { type: 'The max score must be a number.', minimum: 'The max score must be 0 or more.', maximum: `The max score can be at most ${MAX_BOARD_SCORE}.` },
    }),
  },
  { additionalProperties: false },
);

export type BoardSettings = Static<typeof boardSettingsSchema>;
export type BoardConfig = Static<typeof boardConfigSchema>;

declare module '@lms/sdk' {
  interface ComponentConfigs {
    board: BoardConfig;
  }
}

export const DEFAULT_BOARD_CONFIG: BoardConfig = {
  allow_images: false,
  board: { requires_comment: false, open_date: null, close_date: null, due_date: null },
  max_score: 0,
};
