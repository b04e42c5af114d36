import { coreServices, createServiceRef, defineRoute, defineService } from '@lms/sdk';
import { getAverageTimes, postRoster, putAverage } from '../../calls/dashboardCalls.ts';
import { classFactsRef } from '../facts/classFactsService.ts';
import { DashboardStats } from './DashboardStats.ts';

export const dashboardStatsRef = createServiceRef<DashboardStats>('insights.dashboard-stats');

export const dashboardStatsService = defineService({
  ref: dashboardStatsRef,
  deps: { facts: classFactsRef, records: coreServices.gradebookRecords, tracking: coreServices.tracking, clock: coreServices.clock },
  factory: ({ facts, records, tracking, clock }) => new DashboardStats(facts, records, tracking, clock),
});

const deps = { stats: dashboardStatsRef };

/** Part 3 §7 "Dashboard and insights": the dashboard's class numbers, for the course's professors only (part 3 §6). */
export const dashboardRoutes = [
  defineRoute(putAverage, {
    permission: 'course:professor',
    deps,
    handler: ({ params, body, deps }) => deps.stats.average(params.courseId, body.allow_rollup ?? true, body.student_id ?? null),
  }),
  defineRoute(getAverageTimes, {
    permission: 'course:professor',
    deps,
    handler: ({ params, query, deps }) => deps.stats.averageTimes(params.courseId, query.student ?? null),
  }),
  defineRoute(postRoster, {
    permission: 'course:professor',
    deps,
    // The slug is the legacy client's course address name: the course id decides (core gives plugins no slug to check it against).
    handler: ({ params, body, deps }) => deps.stats.roster(params.courseId, body.ignore ?? []),
  }),
];
