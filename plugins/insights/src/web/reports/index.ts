import type { CourseMenuEntry } from '@lms/sdk/web';

/** Deep dives, the performance report and QuizMe: screens by route name. */
export const reportsScreens = {} as const;

export const reportsCourseMenu: readonly CourseMenuEntry[] = [];
