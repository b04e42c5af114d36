import { defineCall, Type, type Static } from '@lms/sdk/calls';

/** How many chose each option (in the options' order), and the caller's own choice. */
export const PollResultsSchema = Type.Object({ counts: Type.Array(Type.Integer()), mine: Type.Union([Type.Integer(), Type.Null()]) });
export type PollResults = Static<typeof PollResultsSchema>;

const place = ':courseId/:lessonId/:pageId/:componentId' as const;

export const getPollResults = defineCall({
  method: 'GET',
  path: `poll/results/${place}`,
  summary: "A poll's results and the caller's own answer.",
  answer: PollResultsSchema,
});

export const votePoll = defineCall({
  method: 'POST',
  path: `poll/vote/${place}`,
  summary: 'Answers a poll (again: changes the answer); the first answer scores the point. The class sees the results live.',
  body: Type.Object({ option: Type.Integer({ minimum: 0 }) }),
  answer: PollResultsSchema,
});

/** The realtime room of one poll's results, and its event. */
export const resultsRoom = (componentId: string) => `results:${componentId}`;
export const RESULTS_EVENT = 'results';
