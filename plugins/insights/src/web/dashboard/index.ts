import { lazy } from 'react';
import type { CourseMenuEntry } from '@lms/sdk/web';

const screen = () => import('./DashboardScreen.tsx');

/** The instructor dashboard and its modal routes (part 3 §2): screens by route name. */
export const dashboardScreens = {
  dashboard: lazy(screen),
  'dashboard.average': lazy(() => screen().then((module) => ({ default: module.DashboardAverageScreen }))),
  'dashboard.engagement': lazy(() => screen().then((module) => ({ default: module.DashboardEngagementScreen }))),
} as const;

export const dashboardCourseMenu: readonly CourseMenuEntry[] = [{ route: 'dashboard', label: 'Dashboard', for: 'professor', order: 15 }];
