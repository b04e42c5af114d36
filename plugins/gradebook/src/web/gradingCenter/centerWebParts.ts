import { lazy } from 'react';
import type { CourseMenuEntry } from '@lms/sdk/web';

/** The grading center's and board grades' screens (spec routes), for the web manifest. */
export const centerScreens = {
  grading_center: lazy(() => import('./GradingCenterScreen.tsx')),
  board_grades: lazy(() => import('../boardGrades/BoardGradesScreen.tsx')),
  'grading_center.board': lazy(() => import('../boardGrades/BoardGradesScreen.tsx')),
};

/** Staff's course menu entries. */
export const centerCourseMenu: CourseMenuEntry[] = [
  { route: 'grading_center', label: 'Grading center', for: 'professor', order: 60 },
  { route: 'board_grades', label: 'Board grades', for: 'professor', order: 62 },
];
