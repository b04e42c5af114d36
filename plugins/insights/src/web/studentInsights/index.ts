import type { CourseMenuEntry } from '@lms/sdk/web';

/** Student insights, GET dashboard/ and course progress: screens by route name. */
export const studentInsightsScreens = {} as const;

export const studentInsightsCourseMenu: readonly CourseMenuEntry[] = [];
