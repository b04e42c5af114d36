import { lazy } from 'react';
import type { CourseMenuEntry } from '@lms/sdk/web';

const RollupManagerScreen = lazy(() => import('./RollupManagerScreen.tsx'));

/** The rollup manager under the spec's three addresses (part 3 §2). */
export const rollupScreens = { rollupmanager: RollupManagerScreen, rollupmanager_new: RollupManagerScreen, 'program.rollupmanager_new': RollupManagerScreen } as const;

export const rollupCourseMenu: readonly CourseMenuEntry[] = [{ route: 'rollupmanager', label: 'Rollup manager', for: 'professor', order: 64 }];
