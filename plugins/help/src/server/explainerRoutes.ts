import { coreServices, defineRoute } from '@lms/sdk';
import { getExplainer } from '../calls/helpCalls.ts';
import { audiencesOf } from './helpAudiences.ts';
import { helpPageOf } from './helpBundle.ts';

export const explainerRoutes = [
  defineRoute(getExplainer, {
    // Part 1 §2: the registration forms link their terms here before anyone has an account.
    permission: 'public',
    deps: { labels: coreServices.labelBundle },
    async handler({ user, host, deps }) {
      const page = helpPageOf(await deps.labels.forHost(host));
      const audiences = audiencesOf(user);
      return { topics: page.topics.filter((topic) => audiences.has(topic.audience)), sections: page.sections, chat_support: page.chatSupport };
    },
  }),
];
