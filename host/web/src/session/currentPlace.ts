import type { DataRouter } from 'react-router';
import type { RouteEntry } from '@lms/sdk/web';
import { isObjectId } from '../router/courseId.ts';
import type { SessionState } from './SessionStore.ts';
import type { KeepAlivePlace } from './KeepAlive.ts';

/** The route-table name of the deepest route the router shows ("unmatched" for the catch-all). */
export function currentRouteName(router: DataRouter): string | undefined {
  return router.state.matches.at(-1)?.route.id;
}

/** Where the user is, for the session rules: signed in? on a page that needs a login? inside a course? */
export function currentPlace(router: DataRouter, session: SessionState, routeByName: (name: string) => RouteEntry | undefined): KeepAlivePlace {
  const match = router.state.matches.at(-1);
  const entry = match ? routeByName(match.route.id) : undefined;
  const { courseId, lessonId, pageId } = match?.params ?? {};
  const inCourse = isObjectId(courseId);
  return {
    signedIn: session.status === 'signed-in',
    loggedInPage: entry !== undefined && entry.access !== 'public',
    inCourse,
    ...(isObjectId(courseId)
      ? {
          course: {
            course: courseId,
            ...(isObjectId(lessonId) ? { lesson: lessonId } : {}),
            ...(isObjectId(lessonId) && isObjectId(pageId) ? { page: pageId } : {}),
          },
        }
      : {}),
  };
}
