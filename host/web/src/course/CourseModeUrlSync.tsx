import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useShell } from '../app/ShellContext.ts';
import { hasEditTwin, isAuthoringRoute, pathForMode, withEditSuffix } from './courseModeRules.ts';
import { useCourseRights } from './useCourseRights.ts';

/**
 * Keeps a content URL and the course's mode in step (part 1 §2): opening an
 * authoring URL enters edit mode (or leaves it for those without edit rights),
 * and a content URL opened while in edit mode gets /edit appended.
 * Runs once per visited location, so a mode switch in flight is not undone.
 */
export function CourseModeUrlSync({ courseId, routeName }: { courseId: string; routeName: string }) {
  const { courseModes } = useShell();
  const { rights, known } = useCourseRights(courseId);
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!known) return;
    const stored = courseModes.get(courseId);
    if (isAuthoringRoute(routeName)) {
      if (!rights.edit) void navigate(pathForMode(routeName, location.pathname, 'presentation', courseId) + location.search, { replace: true });
      else if (stored !== 'edit') courseModes.set(courseId, 'edit');
    } else if (hasEditTwin(routeName) && stored === 'edit' && rights.edit) {
      void navigate(withEditSuffix(location.pathname) + location.search, { replace: true });
    }
    // Deliberately not re-run when the stored mode changes: the view toggle changes it and then navigates.
  }, [location.key, known, rights.edit]);

  return null;
}
