import type { CourseMenuEntry } from '@lms/sdk/web';

/** The dashboard's summary tiles, their modals, the message box and the quiz calendar: screens by route name. */
export const tilesScreens = {} as const;

export const tilesCourseMenu: readonly CourseMenuEntry[] = [];
