import { lazy } from 'react';
import type { CourseMenuEntry } from '@lms/sdk/web';

/** Student insights: screens by route name. */
export const studentInsightsScreens = { insights: lazy(() => import('./StudentInsightsScreen.tsx')) } as const;

/** 'Insights' for students (a professor reaches it through student mode: dashboard becomes insights). */
export const studentInsightsCourseMenu: readonly CourseMenuEntry[] = [{ route: 'insights', label: 'Insights', for: 'student', order: 15 }];
