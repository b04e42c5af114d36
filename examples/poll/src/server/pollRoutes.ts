import { coreServices, defineRealtimeHandler, defineRoute, LmsError } from '@lms/sdk';
import { Type } from '@lms/sdk/calls';
import { getPollResults, resultsRoom, RESULTS_EVENT, votePoll } from '../calls/pollCalls.ts';
import { PollVotes } from './PollVotes.ts';

const deps = { db: coreServices.database, components: coreServices.components, grading: coreServices.grading, clock: coreServices.clock, realtime: coreServices.realtime };

export const pollRoutes = [
  defineRoute(getPollResults, {
    permission: 'course:view',
    deps,
    async handler({ params, user, access, deps }) {
      const poll = await deps.components.get(params.courseId, params.componentId, access!, 'poll');
      return new PollVotes(deps.db).results(params.componentId, poll.config.options.length, user!.id);
    },
  }),
  defineRoute(votePoll, {
    permission: 'course:view',
    deps,
    async handler({ params, body, user, access, deps }) {
      const poll = await deps.components.get(params.courseId, params.componentId, access!, 'poll');
      if (body.option >= poll.config.options.length) throw LmsError.validation([{ field: 'option', message: 'Choose one of the options.' }]);
      const votes = new PollVotes(deps.db);
      const results = await deps.db.transaction(async (trx) => {
        const first = await votes.vote(params.componentId, user!.id, body.option, deps.clock.now(), trx);
        const activityId = await deps.grading.activityOf(params.courseId, params.componentId, trx);
        if (first && activityId) await deps.grading.recordSubmission({ activityId, userId: user!.id, submission: { option: body.option } }, trx);
        return votes.results(params.componentId, poll.config.options.length, user!.id, trx);
      });
      // After the commit: the class's open views redraw the counts.
      deps.realtime.emit(resultsRoom(params.componentId), RESULTS_EVENT, { componentId: params.componentId, counts: results.counts });
      return results;
    },
  }),
];

export const pollRealtime = [
  defineRealtimeHandler({
    event: 'watch',
    permission: 'course:view',
    payload: Type.Object({ courseId: Type.String(), componentId: Type.String({ pattern: '^[0-9a-f]{24}$' }) }),
    async handler({ payload, joinRoom }) {
      await joinRoom(resultsRoom((payload as { componentId: string }).componentId));
      return { ok: true };
    },
  }),
];
