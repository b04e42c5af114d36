import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { RouteEntry } from '@lms/sdk/web';
import { useShell } from '../app/ShellContext.ts';
import { useStore } from '../app/StateStore.ts';
import { LoadingState } from '../ui/LoadingState.tsx';
import { effectiveMode } from './courseModeRules.ts';
import { courseToolRedirect } from './courseToolAccess.ts';
import { useCourseRights } from './useCourseRights.ts';

/**
 * Opens a course tool whose name depends on the mode only for who may see it
 * there (courseToolRedirect), and sends everyone else where part 3 §6 and
 * part 1 §2 say, replacing the address.
 */
export function CourseToolGuard({ courseId, entry, children }: { courseId: string; entry: RouteEntry; children: ReactNode }) {
  const { courseModes } = useShell();
  const stored = useStore(courseModes);
  const { rights, known, member } = useCourseRights(courseId);
  if (!known) return <LoadingState label="Checking your access…" />;
  // Without the user's courses the shell cannot tell: the screen opens and the server decides what it answers.
  if (member === null) return children;
  const target = courseToolRedirect(entry.name, entry.access, { rights, member, mode: effectiveMode(rights, stored[courseId]) }, courseId);
  return target ? <Navigate to={target} replace /> : children;
}
