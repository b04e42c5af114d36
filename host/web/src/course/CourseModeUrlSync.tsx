import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useShell } from '../app/ShellContext.ts';
import { authoringQueries } from '../screens/authoring/authoringQueries.ts';
import { SectionTemplateWarning } from '../screens/authoring/sectionTemplate/SectionTemplateWarning.tsx';
import { usesSectionTemplate } from '../screens/authoring/sectionTemplate/sectionTemplate.ts';
import { hasEditTwin, isAuthoringRoute, pathForMode, withEditSuffix } from './courseModeRules.ts';
import { useCourseRights } from './useCourseRights.ts';

/**
 * Keeps a content URL and the course's mode in step (part 1 §2): opening an
 * authoring URL enters edit mode (or leaves it for those without edit rights),
 * and a content URL opened while in edit mode gets /edit appended.
 * Runs once per visited location, so a mode switch in flight is not undone.
 * An authoring URL opened on a section that follows a section template asks
 * first, as the view toggle does; declining goes back to the presentation twin.
 */
export function CourseModeUrlSync({ courseId, routeName }: { courseId: string; routeName: string }) {
  const { courseModes, api, queryClient } = useShell();
  const [asking, setAsking] = useState(false);
  const { rights, known } = useCourseRights(courseId);
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!known) return;
    const stored = courseModes.get(courseId);
    if (isAuthoringRoute(routeName)) {
      if (!rights.edit) void navigate(pathForMode(routeName, location.pathname, 'presentation', courseId) + location.search, { replace: true });
      else if (stored !== 'edit') {
        void queryClient
          .fetchQuery(authoringQueries.courseSettings(api, courseId))
          .then((course) => (usesSectionTemplate(course) ? setAsking(true) : courseModes.set(courseId, 'edit')))
          // Without the settings the guard cannot tell; the server still decides what may be saved.
          .catch(() => courseModes.set(courseId, 'edit'));
      }
    } else if (hasEditTwin(routeName) && stored === 'edit' && rights.edit) {
      void navigate(withEditSuffix(location.pathname) + location.search, { replace: true });
    }
    // Deliberately not re-run when the stored mode changes: the view toggle changes it and then navigates.
  }, [location.key, known, rights.edit]);

  if (!asking) return null;
  return (
    <SectionTemplateWarning
      onConfirm={() => {
        setAsking(false);
        courseModes.set(courseId, 'edit');
      }}
      onCancel={() => {
        setAsking(false);
        void navigate(pathForMode(routeName, location.pathname, 'presentation', courseId) + location.search, { replace: true });
      }}
    />
  );
}
