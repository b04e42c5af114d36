import { lazy } from 'react';
import type { CourseMenuEntry } from '@lms/sdk/web';

const AssessmentDeepDiveScreen = lazy(() => import('./AssessmentDeepDiveScreen.tsx'));
const AssessmentScreen = lazy(() => import('./AssessmentScreen.tsx'));
const StudentDeepDiveScreen = lazy(() => import('./StudentDeepDiveScreen.tsx'));
const StudentScreen = lazy(() => import('./StudentScreen.tsx'));
const PerformanceReportScreen = lazy(() => import('./PerformanceReportScreen.tsx'));

/** Deep dives and the performance report: screens by route name (the live progress and item reports are the assessment plugin's). */
export const reportsScreens = {
  assessment_deep_dive: AssessmentDeepDiveScreen,
  'assessment_deep_dive.assessment': AssessmentScreen,
  report_student_deepdive: StudentDeepDiveScreen,
  'report_student_deepdive.student': StudentScreen,
  performance_report: PerformanceReportScreen,
} as const;

/** 'Reports' leads to the assessment deep dive; every report links to the others (ReportsNav). */
export const reportsCourseMenu: readonly CourseMenuEntry[] = [{ route: 'assessment_deep_dive', label: 'Reports', for: 'professor', order: 74 }];
