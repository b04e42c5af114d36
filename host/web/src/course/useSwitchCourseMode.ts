import { useLocation, useNavigate } from 'react-router';
import type { CourseMode } from '@lms/sdk/web';
import { useShell } from '../app/ShellContext.ts';
import { useCurrentRoute } from '../router/useCurrentRoute.ts';
import { pathForMode } from './courseModeRules.ts';

/**
 * Changes the current course's mode (part 1 §2): a non-edit mode clears the
 * cached data, and the current path is rewritten for the new mode.
 */
export function useSwitchCourseMode(): (mode: CourseMode) => void {
  const { courseModes, queryClient } = useShell();
  const route = useCurrentRoute();
  const location = useLocation();
  const navigate = useNavigate();
  return (mode) => {
    const courseId = route.courseId;
    if (!courseId) return;
    courseModes.set(courseId, mode);
    if (mode !== 'edit') queryClient.clear();
    const path = pathForMode(route.name, location.pathname, mode, courseId);
    if (path === location.pathname) void navigate(path + location.search, { replace: true });
    else void navigate(path);
  };
}
