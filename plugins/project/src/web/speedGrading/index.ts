import { lazy } from 'react';

const SpeedGradingScreen = lazy(() => import('./SpeedGradingScreen.tsx'));

/** Part 2 §2 Speed grading: the grader for a component, and the same for one student. */
export const speedGradingScreens = { speed_grading: SpeedGradingScreen, 'speed_grading.student': SpeedGradingScreen } as const;
