import { defineRoute, LmsError, type CourseAccess, type SessionUser } from '@lms/sdk';
import { explainCell, explainTotal, getGradebook, studentGradebook } from '../calls/gradebookCalls.ts';
import type { GradebookViewer } from './GradebookReader.ts';
import { idList } from './idList.ts';
import { gradebookReaderRef } from './services.ts';

/** Part 3 §8: 50 rows fill the first screen. */
const FIRST_PAGE = 50;

const deps = { reader: gradebookReaderRef };

export const OWN_GRADES_ONLY = 'You can see only your own grades.';

/**
 * Staff explain anyone's cells; anyone else only their own, as a student sees
 * them: another student's grades are not found (the course's members may ask,
 * but there is nothing of someone else's to show them).
 */
function explainer(user: SessionUser | null, access: CourseAccess | null, studentId: string): GradebookViewer {
  if (access?.professor) return { kind: 'staff' };
  if (user?.id === studentId) return { kind: 'student', userId: studentId };
  throw new LmsError('not-found', OWN_GRADES_ONLY);
}

export const readRoutes = [
  defineRoute(getGradebook, {
    permission: 'course:professor',
    deps,
    handler: ({ params, query, deps }) => {
      const selection = query.users !== undefined ? { userIds: idList(query.users, 'users') } : { offset: query.offset ?? 0, limit: query.limit ?? FIRST_PAGE };
      return deps.reader.answer(params.courseId, selection, { kind: 'staff' });
    },
  }),
  defineRoute(studentGradebook, {
    permission: 'course:view',
    deps,
    // The caller's row as a student sees it; staff get no row (the columns as their students see them).
    handler: ({ params, user, deps }) => deps.reader.answer(params.courseId, { userIds: [user!.id] }, { kind: 'student', userId: user!.id }),
  }),
  defineRoute(explainCell, {
    permission: 'course:view',
    deps,
    handler: ({ params, user, access, deps }) =>
      deps.reader.explainCell(params.courseId, params.studentId, params.activityId, explainer(user, access, params.studentId)),
  }),
  defineRoute(explainTotal, {
    permission: 'course:view',
    deps,
    handler: ({ params, user, access, deps }) => deps.reader.explainTotal(params.courseId, params.studentId, explainer(user, access, params.studentId)),
  }),
];
