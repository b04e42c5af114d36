import { lazy } from 'react';
import type { CourseMenuEntry } from '@lms/sdk/web';

const screens = () => import('./DrilldownScreens.tsx');

/** Alerts and the student drilldown (part 3 §2 /{courseId}/drilldown, /student/{student}, modal /professor): screens by route name. */
export const drilldownScreens = {
  drilldown: lazy(() => screens().then((module) => ({ default: module.DrilldownScreen }))),
  'drilldown.professor': lazy(() => screens().then((module) => ({ default: module.DrilldownProfessorScreen }))),
  'drilldown.student': lazy(() => screens().then((module) => ({ default: module.DrilldownStudentScreen }))),
} as const;

export const drilldownCourseMenu: readonly CourseMenuEntry[] = [{ route: 'drilldown', label: 'Drilldown', for: 'everyone', order: 16 }];
