import type { CourseMode } from '@lms/sdk/web';
import { useShell } from '../app/ShellContext.ts';
import { useStore } from '../app/StateStore.ts';
import { effectiveMode, isAuthoringRoute, type CourseRights } from './courseModeRules.ts';
import { useCourseRights } from './useCourseRights.ts';

export interface CourseModeState {
  mode: CourseMode;
  rights: CourseRights;
  known: boolean;
}

/** The mode of `courseId` on the route `routeName`: authoring routes are edit mode for those who may edit. */
export function useCourseModeState(courseId: string | undefined, routeName: string): CourseModeState {
  const { courseModes } = useShell();
  const stored = useStore(courseModes);
  const { rights, known } = useCourseRights(courseId);
  if (!courseId) return { mode: 'presentation', rights, known };
  const mode = isAuthoringRoute(routeName) && rights.edit ? 'edit' : effectiveMode(rights, stored[courseId]);
  return { mode, rights, known };
}
