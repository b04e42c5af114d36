import { mentionSource } from '@lms/sdk/web';
import { getMentionCandidates } from '../calls/mentionCalls.ts';

/** Who may be @mentioned in the course's boards and comment sections: the board's own call. */
export const boardMentions = (courseId: string) => mentionSource('board', getMentionCandidates, { params: { courseId } });
