import { defineRoute } from '@lms/sdk';
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
    handler: async ({ params, access, deps }) => loggedInStats(deps, params.courseId, params.place, access!),
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
