import { definePlugin } from '@lms/sdk';
import { boardGradesRoutes } from './boardGrades/boardGradesRoutes.ts';
import { currentScoreHooks } from './currentScores.ts';
import { gradebookParts, gradebookRoutes } from './gradebookParts.ts';
import { gradingCenterRoutes } from './gradingCenter/gradingCenterRoutes.ts';
import { lateWorkRoutes } from './lateWork/lateWorkRoutes.ts';

export default definePlugin({
  id: 'gradebook',
  version: '1.0.0',
  kernel: '^1',
  ...gradebookParts,
  progress: currentScoreHooks,
  // Fixed paths first: `gradebook/:courseId/:studentId` comes last (gradebookParts.ts).
  routes: [...gradingCenterRoutes, ...boardGradesRoutes, ...lateWorkRoutes, ...gradebookRoutes],
});
