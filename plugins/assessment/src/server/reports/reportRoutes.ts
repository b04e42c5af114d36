import { defineRoute } from '@lms/sdk';
import { getItemDetails, getLiveView } from '../../calls/reportCalls.ts';
import { itemDetailsReportRef, liveViewReportRef } from './reportServices.ts';

/** The spec's paths (part 2 §7), `{activityId}` read as the assessment component's id. */
export const reportRoutes = [
  defineRoute(getLiveView, {
    permission: 'course:professor',
    deps: { report: liveViewReportRef },
    handler: (request) => request.deps.report.liveView(request.params.courseId, request.params.componentId, request.access!),
  }),
  defineRoute(getItemDetails, {
    permission: 'course:professor',
    deps: { report: itemDetailsReportRef },
    handler: (request) => request.deps.report.itemDetails(request.params.courseId, request.params.componentId, request.access!),
  }),
];
