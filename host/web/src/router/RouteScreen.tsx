import { Suspense } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import type { RouteEntry } from '@lms/sdk/web';
import { useShell } from '../app/ShellContext.ts';
import { useStore } from '../app/StateStore.ts';
import { CourseModeUrlSync } from '../course/CourseModeUrlSync.tsx';
import { hasEditTwin, isAuthoringRoute, isModeTool } from '../course/courseModeRules.ts';
import { CourseToolGuard } from '../course/CourseToolGuard.tsx';
import { NotFoundScreen } from '../screens/notFound/NotFoundScreen.tsx';
import { meetsRouteAccess } from '../session/userRoles.ts';
import { LoadingState } from '../ui/LoadingState.tsx';
import { isObjectId, leadingParam } from './courseId.ts';
import { SendToLogin } from './SendToLogin.tsx';
import { useScreens } from './useScreens.ts';

/**
 * One entry of the route table: applies the flag redirects, the course-id
 * rule and the access level, then renders the route's screen (the shell's or
 * a plugin's), or the not-found screen when there is none yet.
 */
export function RouteScreen({ entry }: { entry: RouteEntry }) {
  const { settings, session } = useShell();
  const sessionState = useStore(session);
  const params = useParams();
  const { pathname } = useLocation();
  const { screenFor } = useScreens();
  const redesign = settings.flags.program_management_redesign;

  if (!redesign && (entry.flag === 'redesign' || entry.name === 'courses')) return <Navigate to="/list" replace />;
  const leading = leadingParam(entry.path);
  if (leading && !isObjectId(params[leading])) return <NotFoundScreen />;
  const Screen = screenFor(entry.name);
  const courseId = params.courseId;
  // Part 1 §2 and part 3 §6: these tools send whoever may not see them here elsewhere, by their rights in the
  // course, even while the tool itself has no screen (a student never meets an instructor tool's not-found).
  const guarded = isObjectId(courseId) && (isModeTool(entry.name) || entry.access === 'manage');
  if (!Screen && !guarded) return <NotFoundScreen />;
  // Plugins' screens are React.lazy: each loads on first use.
  const screen = Screen ? (
    <Suspense fallback={<LoadingState label="Loading…" />}>
      <Screen key={pathname} params={params} />
    </Suspense>
  ) : (
    <NotFoundScreen />
  );
  if (entry.access === 'public') return screen;

  if (sessionState.status === 'unknown') return <LoadingState label="Checking your session…" />;
  if (sessionState.status === 'anonymous') return <SendToLogin />;
  const allowed = meetsRouteAccess(entry.access, sessionState.user);
  if (guarded) {
    return (
      <CourseToolGuard courseId={courseId} entry={entry}>
        {allowed ? screen : <NotFoundScreen />}
      </CourseToolGuard>
    );
  }
  if (!allowed) return <NotFoundScreen />;
  if (isObjectId(courseId) && (hasEditTwin(entry.name) || isAuthoringRoute(entry.name))) {
    return (
      <>
        <CourseModeUrlSync courseId={courseId} routeName={entry.name} />
        {screen}
      </>
    );
  }
  return screen;
}
