import type { CourseMenuEntry } from '@lms/sdk/web';

/** The instructor dashboard's gauge, averages and engagement (class facts): screens by route name. */
export const dashboardScreens = {} as const;

export const dashboardCourseMenu: readonly CourseMenuEntry[] = [];
