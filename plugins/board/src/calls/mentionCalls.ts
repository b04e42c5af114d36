import { defineCall, MentionCandidateSchema, Type } from '@lms/sdk/calls';

export { MentionCandidateSchema, type MentionCandidate } from '@lms/sdk/calls';

export const getMentionCandidates = defineCall({
  method: 'GET',
  path: 'board_mentions/:courseId/',
  summary: 'Who the caller may @mention in the course: its members, less the caller and bots.',
  answer: Type.Array(MentionCandidateSchema),
});
