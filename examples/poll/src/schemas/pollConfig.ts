import { Type, type Static } from '@lms/sdk/calls';

/** A poll: a question and its options (2 to 10). The server and the web read this one schema. */
export const pollConfigSchema = Type.Object({
  question: Type.String({ minLength: 1, maxLength: 500, errorMessage: { minLength: 'Write the question.', maxLength: 'The question is at most 500 characters.' } }),
  options: Type.Array(Type.String({ minLength: 1, maxLength: 200, errorMessage: { minLength: 'An option cannot be empty.', maxLength: 'An option is at most 200 characters.' } }), {
    minItems: 2,
    maxItems: 10,
    errorMessage: { minItems: 'A poll needs at least 2 options.', maxItems: 'A poll has at most 10 options.' },
  }),
});
export type PollConfig = Static<typeof pollConfigSchema>;

declare module '@lms/sdk' {
  interface ComponentConfigs {
    poll: PollConfig;
  }
}
