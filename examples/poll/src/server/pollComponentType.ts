import { defineComponentType } from '@lms/sdk';
import { pollConfigSchema, type PollConfig } from '../schemas/pollConfig.ts';

/** Gradable: answering the poll is worth one point (there is no right answer). */
export const pollComponentType = defineComponentType<PollConfig>({
  type: 'poll',
  title: 'Poll',
  configSchema: pollConfigSchema,
  defaults: { question: 'Which do you prefer?', options: ['The first', 'The second'] },
  activity: { gradable: true, maxScore: () => 1 },
  grading: { score: () => ({ score: 1, maxScore: 1 }) },
  prepare: (config) => ({ question: config.question.trim(), options: config.options.map((option) => option.trim()) }),
  searchableText: (config) => [config.question, ...config.options].join('\n'),
});
