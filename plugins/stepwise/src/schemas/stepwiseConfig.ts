import { Type, type Static } from '@lms/sdk/calls';

export const MAX_STEPS = 50;
export const MAX_TITLE_LENGTH = 200;
export const MAX_BODY_LENGTH = 20_000;
export const MAX_PROMPT_LENGTH = 500;

/** The spec names the type only; these messages are ours. */
export const STEPWISE_MESSAGES = {
  noSteps: 'Add at least one step.',
  tooManySteps: `A stepwise component has at most ${MAX_STEPS} steps.`,
  stepsNotList: 'The steps must be a list.',
  stepNotObject: 'Each step must have a title and a text.',
  titleMissing: 'Give every step a title.',
  titleNotText: 'A step title must be text.',
  titleTooLong: `A step title is at most ${MAX_TITLE_LENGTH} characters.`,
  bodyMissing: 'Each step must have a text (it may be empty).',
  bodyNotText: 'A step text must be text.',
  bodyTooLong: 'A step text is at most 20,000 characters.',
  promptNotText: 'A prompt must be text.',
  promptTooLong: `A prompt is at most ${MAX_PROMPT_LENGTH} characters.`,
} as const;

const M = STEPWISE_MESSAGES;

/** One step: a title, its text (sanitised HTML) and, optionally, a question to think about before it is revealed. */
const stepSchema = Type.Object(
  {
    title: Type.String({
      titleText: true,
      // Not blank: a step is found by its title.
      pattern: '\\S',
      maxLength: MAX_TITLE_LENGTH,
      errorMessage: { type: M.titleNotText, pattern: M.titleMissing, maxLength: M.titleTooLong },
    }),
    body: Type.String({ maxLength: MAX_BODY_LENGTH, errorMessage: { type: M.bodyNotText, maxLength: M.bodyTooLong } }),
    prompt: Type.Optional(Type.String({ maxLength: MAX_PROMPT_LENGTH, errorMessage: { type: M.promptNotText, maxLength: M.promptTooLong } })),
  },
  { additionalProperties: false, errorMessage: { type: M.stepNotObject, required: { title: M.titleMissing, body: M.bodyMissing } } },
);

/** The stepwise component's config: its steps, in the order they are revealed. Shared by server and web. */
export const stepwiseConfigSchema = Type.Object(
  {
    steps: Type.Array(stepSchema, {
      minItems: 1,
      maxItems: MAX_STEPS,
      errorMessage: { type: M.stepsNotList, minItems: M.noSteps, maxItems: M.tooManySteps },
    }),
  },
  { additionalProperties: false, errorMessage: { required: { steps: M.noSteps } } },
);

export type StepwiseStep = Static<typeof stepSchema>;
export type StepwiseConfig = Static<typeof stepwiseConfigSchema>;

declare module '@lms/sdk' {
  interface ComponentConfigs {
    stepwise: StepwiseConfig;
  }
}
