import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import type { RouteEntry } from '@lms/sdk/web';
import { useShell } from '../app/ShellContext.ts';
import { useStore } from '../app/StateStore.ts';
import { LoadingState } from '../ui/LoadingState.tsx';
import { effectiveMode } from './courseModeRules.ts';
import { courseQueries } from './courseQueries.ts';
import { courseToolRedirect, redesignAccess } from './courseToolAccess.ts';
import { useCourseRights } from './useCourseRights.ts';

/**
 * Opens a course tool whose name depends on the mode only for who may see it
 * there (courseToolRedirect), and sends everyone else where part 3 §6 and
 * part 1 §2 say, replacing the address. In the redesign the server's
 * canViewCourse and canEditCalendar decide (redesignAccess).
 */
export function CourseToolGuard({ courseId, entry, children }: { courseId: string; entry: RouteEntry; children: ReactNode }) {
  const { api, courseModes, settings } = useShell();
  const stored = useStore(courseModes);
  const { rights, known, member } = useCourseRights(courseId);
  const redesign = settings.flags.program_management_redesign;
  const permissions = useQuery({ ...courseQueries.permissions(api, courseId), enabled: redesign });
  if (!known || (redesign && permissions.isPending)) return <LoadingState label="Checking your access…" />;
  // Without the user's courses (or, in the redesign, their permissions) the shell cannot tell: the screen opens and the server decides what it answers.
  if (member === null || (redesign && !permissions.data)) return children;
  const seen = redesign ? redesignAccess({ rights, member }, permissions.data!) : { rights, member };
  const target = courseToolRedirect(entry.name, entry.access, { ...seen, mode: effectiveMode(seen.rights, stored[courseId]) }, courseId);
  return target ? <Navigate to={target} replace /> : children;
}
