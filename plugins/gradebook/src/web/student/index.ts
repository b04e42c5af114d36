import { lazy } from 'react';
import type { CourseMenuEntry, ScreenMap } from '@lms/sdk/web';

const StudentGradebookScreen = lazy(() => import('./StudentGradebookScreen.tsx'));

/** The student's gradebook on the spec's two routes (part 3 §2): /{courseId}/gradebook and /{courseId}/insights/gradebook. */
export const studentScreens = {
  gradebook: StudentGradebookScreen,
  'insights.gradebook': StudentGradebookScreen,
} satisfies ScreenMap;

/** "Grades" in the course menu of students (and of professors in student mode). */
export const studentCourseMenu: CourseMenuEntry[] = [{ route: 'gradebook', label: 'Grades', for: 'student', order: 30 }];
