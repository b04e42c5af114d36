import { coreServices, defineRoute } from '@lms/sdk';
import { getMentionCandidates } from '../calls/mentionCalls.ts';
import { fullName } from '@lms/sdk';
import { mentionCandidates } from '@lms/sdk';

export const mentionsRoute = defineRoute(getMentionCandidates, {
  permission: 'course:view',
  deps: { people: coreServices.people },
  async handler({ params, user, deps }) {
    return mentionCandidates(await deps.people.courseMembers(params.courseId), user!.id).map((person) => ({ _id: person.id, name: fullName(person) }));
  },
});
