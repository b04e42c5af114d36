import { lazy } from 'react';
import type { CourseMenuEntry } from '@lms/sdk/web';

const RubricsManagerScreen = lazy(() => import('./RubricsManagerScreen.tsx'));

/** The rubrics manager under both of the spec's addresses (part 3 §2). */
export const rubricScreens = { rubrics_manager: RubricsManagerScreen, 'program.rubrics_manager': RubricsManagerScreen } as const;

/** Professors manage rubrics (the calls need manager rights: course:manage). */
export const rubricCourseMenu: readonly CourseMenuEntry[] = [{ route: 'rubrics_manager', label: 'Rubrics', for: 'manager', order: 67 }];
