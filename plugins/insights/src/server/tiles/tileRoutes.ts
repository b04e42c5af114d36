import { defineRoute } from '@lms/sdk';
import { summariseEngagement } from '../../rules/engagement.ts';
import { getBoardStats, getLoggedInStats, getNotesStats, getSubmissionStats } from '../../calls/tileCalls.ts';
import { boardStats } from './boardStats.ts';
import { loggedInStats } from './loggedInStats.ts';
import { notesStats } from './notesStats.ts';
import { submissionStats } from './submissionStats.ts';
import { tileDeps } from './tileDeps.ts';

/** The summary tiles' calls: professors of the course (instructors, assistants, site administrators) only. */
export const tileRoutes = [
  defineRoute(getLoggedInStats, {
    permission: 'course:professor',
    deps: tileDeps,
    handler: async ({ params, access, deps }) => {
      const [stats, facts] = await Promise.all([loggedInStats(deps, params.courseId, params.place, access!), deps.facts.read(params.courseId)]);
      // One engagement rule for the whole dashboard: the class facts' verdicts, counted.
      return { ...stats, engagement: summariseEngagement(facts.students.map((student) => student.engagement)) };
    },
  }),
  defineRoute(getNotesStats, {
    permission: 'course:professor',
    deps: tileDeps,
    handler: async ({ params, access, deps }) => notesStats(deps, params.courseId, access!, params.lessonId, params.priorLessonId),
  }),
  defineRoute(getBoardStats, {
    permission: 'course:professor',
    deps: tileDeps,
    handler: async ({ params, access, deps }) => boardStats(deps, params.courseId, access!, params.lessonId, params.priorLessonId),
  }),
  defineRoute(getSubmissionStats, {
    permission: 'course:professor',
    deps: tileDeps,
    handler: async ({ params, deps }) => submissionStats(deps, params.courseId),
  }),
];
