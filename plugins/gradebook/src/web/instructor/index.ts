import { lazy } from 'react';
import type { CourseMenuEntry } from '@lms/sdk/web';

const GradebookScreen = lazy(() => import('./GradebookScreen.tsx'));

/** The instructor gradebook under both of the spec's addresses (part 3 §2 reports/grades and reports/grades_new). */
export const instructorScreens = { 'reports.grades': GradebookScreen, 'reports.grades_new': GradebookScreen } as const;

/** The course menu's entry for the course's staff. */
export const instructorCourseMenu: readonly CourseMenuEntry[] = [{ route: 'reports.grades', label: 'Gradebook', for: 'professor', order: 30 }];
