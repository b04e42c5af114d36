import { columnRoutes } from './columnRoutes.ts';
import { csvRoutes } from './csvRoutes.ts';
import { gradebookDemo } from './gradebookDemo.ts';
import { GRADEBOOK_ERRNOS } from './gradebookErrnos.ts';
import { gradebookLiveStart, unwatchGradebookHandler, watchGradebookHandler } from './gradebookLive.ts';
import { gradeRoutes } from './gradeRoutes.ts';
import { orderRoutes } from './orderRoutes.ts';
import { purgeRoute } from './purgeRoute.ts';
import { readRoutes } from './readRoutes.ts';
import { rollupRoutes } from './rollupRoutes.ts';
import { scoresRoute } from './scoresRoute.ts';
import { GRADEBOOK_SERVICES } from './services.ts';

/**
 * The gradebook's routes; fixed paths (activity_order, groups, excused, final,
 * export.csv, explain) come before `gradebook/:courseId/:studentId`. `unenroll_student/`
 * is core's (the roster's), not registered here.
 */
export const gradebookRoutes = [...orderRoutes, ...rollupRoutes, ...readRoutes, ...csvRoutes, ...columnRoutes, ...gradeRoutes, purgeRoute, scoresRoute];

/** Everything else the instructor gradebook adds to the manifest: services, live updates, the demo, its errnos. */
export const gradebookParts = {
  services: GRADEBOOK_SERVICES,
  realtime: [watchGradebookHandler, unwatchGradebookHandler],
  startChecks: [gradebookLiveStart],
  demo: gradebookDemo,
  errors: GRADEBOOK_ERRNOS,
};
