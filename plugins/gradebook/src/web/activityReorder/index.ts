import { lazy } from 'react';
import type { CourseMenuEntry } from '@lms/sdk/web';

const ActivityReorderScreen = lazy(() => import('./ActivityReorderScreen.tsx'));

/** The activity reorder screen under both of the spec's addresses (part 3 §2). */
export const reorderScreens = { activity_reorder: ActivityReorderScreen, 'program.activity_reorder': ActivityReorderScreen } as const;

export const reorderCourseMenu: readonly CourseMenuEntry[] = [{ route: 'activity_reorder', label: 'Reorder activities', for: 'manager', order: 66 }];
