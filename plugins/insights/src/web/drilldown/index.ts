import type { CourseMenuEntry } from '@lms/sdk/web';

/** Alerts and the student drilldown: screens by route name. */
export const drilldownScreens = {} as const;

export const drilldownCourseMenu: readonly CourseMenuEntry[] = [];
