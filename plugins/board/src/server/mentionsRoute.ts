import { coreServices, defineRoute } from '@lms/sdk';
import type { MentionCandidate } from '../schemas/threadTypes.ts';
import { fullName } from './mentions.ts';
import { mentionCandidates } from './ThreadNotifier.ts';

export const mentionsRoute = defineRoute({
  method: 'GET',
  path: 'board_mentions/:courseId/',
  permission: 'course:view',
  summary: 'Who the caller may @mention in the course: its members, less the caller and bots.',
  deps: { people: coreServices.people },
  async handler({ params, user, deps }): Promise<MentionCandidate[]> {
    return mentionCandidates(await deps.people.courseMembers(params.courseId!), user!.id).map((person) => ({ _id: person.id, name: fullName(person) }));
  },
});
