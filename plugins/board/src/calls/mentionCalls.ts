import { defineCall, Type, type Static } from '@lms/sdk/calls';

/** Someone the caller may @mention (part 2 §5). */
export const MentionCandidateSchema = Type.Object({ _id: Type.String(), name: Type.String() });
export type MentionCandidate = Static<typeof MentionCandidateSchema>;

export const getMentionCandidates = defineCall({
  method: 'GET',
  path: 'board_mentions/:courseId/',
  summary: 'Who the caller may @mention in the course: its members, less the caller and bots.',
  answer: Type.Array(MentionCandidateSchema),
});
