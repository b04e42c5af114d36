import { coreServices, defineRoute, LmsError } from '@lms/sdk';
import { getItemsByReference, refreshItem, signData, signReports } from '../../calls/specPathCalls.ts';
import { ITEM_MESSAGES } from '../../schemas/itemMessages.ts';
import { regradeResponsesRef } from '../grading/gradingServices.ts';
import { itemDetailsReportRef, liveViewReportRef } from '../reports/reportServices.ts';
import { itemBankRef } from '../services.ts';
import { activityIn } from './deliverySpecPathRoutes.ts';
import { sessionPlace } from './sessionReport.ts';

/** The first report's activity, whose course decides the permission (courseOf). */
function firstReportActivity(body: unknown): string {
  const reports = body !== null && typeof body === 'object' ? (body as Record<string, unknown>).reports : undefined;
  return activityIn(Array.isArray(reports) ? reports[0] : undefined);
}

/**
 * The item bank, sessions and reports at the spec's paths (specPathCalls.ts):
 * the services behind itemRoutes.ts, regrade/get and reportRoutes.ts.
 */
export const reportingSpecPathRoutes = [
  defineRoute(getItemsByReference, {
    permission: 'author',
    deps: { bank: itemBankRef },
    handler: async ({ body, user, deps }) => ({ items: await deps.bank.byReferences(user!, body.items) }),
  }),
  defineRoute(refreshItem, {
    permission: 'author',
    deps: { bank: itemBankRef },
    async handler({ body, user, deps }) {
      const items = await deps.bank.byReferences(user!, [body.reference]);
      if (items.length === 0) throw new LmsError('not-found', ITEM_MESSAGES.notFound);
      return { reference: body.reference, items };
    },
  }),
  defineRoute(signData, {
    // As regrade/get: the service checks the caller teaches the sessions' course.
    permission: 'user',
    deps: { regrade: regradeResponsesRef, db: coreServices.database },
    async handler({ body, user, deps }) {
      const { courseId, componentId } = await sessionPlace(deps.db, body.session_id[0]!);
      return deps.regrade.get(user!, { courseId, componentId, session_ids: body.session_id, ...(body.user_id ? { user_ids: body.user_id } : {}) });
    },
  }),
  defineRoute(signReports, {
    permission: 'course:professor',
    deps: { liveView: liveViewReportRef, itemDetails: itemDetailsReportRef, components: coreServices.components },
    courseOf: ({ body, deps }) => deps.components.courseOf(firstReportActivity(body)),
    async handler({ body, access, deps }) {
      const reports = [];
      // One at a time: each report reads the whole assessment.
      for (const { id, activity_id } of body.reports) {
        const data = id === 'liveview' ? await deps.liveView.liveView(access!.courseId, activity_id, access!) : await deps.itemDetails.itemDetails(access!.courseId, activity_id, access!);
        reports.push({ id, activity_id, data });
      }
      return { reports };
    },
  }),
];
