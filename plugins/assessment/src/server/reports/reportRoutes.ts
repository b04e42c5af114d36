import { defineRoute } from '@lms/sdk';
import { itemDetailsReportRef, liveViewReportRef } from './reportServices.ts';

/** The spec's paths (part 2 §7), `{activityId}` read as the assessment component's id. */
export const reportRoutes = [
  defineRoute({
    method: 'GET',
    path: 'assessment/liveview/:courseId/:componentId',
    permission: 'course:professor',
    summary: "Live view: every student of the course at the assessment (not started, in progress, submitted), their latest attempt's progress, deadline and score; live updates come as assessment:progress events.",
    deps: { report: liveViewReportRef },
    handler: (request) => request.deps.report.liveView(request.params.courseId!, request.params.componentId!, request.access!),
  }),
  defineRoute({
    method: 'GET',
    path: 'assessment/itemdetails/:courseId/:componentId',
    permission: 'course:professor',
    summary: "Item-detail report: per Question, answered, correct, partial, incorrect, unanswered, waiting for a person, average score and the choices picked, over each student's latest submitted attempt; error 'No submissions found' before any.",
    deps: { report: itemDetailsReportRef },
    handler: (request) => request.deps.report.itemDetails(request.params.courseId!, request.params.componentId!, request.access!),
  }),
];
