import { lazy } from 'react';
import type { CourseMenuEntry } from '@lms/sdk/web';

/** The late work manager under the spec's route (part 2 §2). */
export const lateWorkScreens = { late_work_manager: lazy(() => import('./LateWorkScreen.tsx')) } as const;

/** Staff's course menu entry. */
export const lateWorkCourseMenu: readonly CourseMenuEntry[] = [{ route: 'late_work_manager', label: 'Late work', for: 'professor', order: 64 }];
