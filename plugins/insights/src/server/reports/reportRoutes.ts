import { defineRoute } from '@lms/sdk';
import { getAssessmentFigures, getPerformanceReport, getStudentDeepDive, listAssessmentFigures, listStudentSummaries } from '../../calls/reportCalls.ts';
import { reportsReaderRef } from './services.ts';

/** Part 3 §6: the deep dives and reports are the course's professors' (instructors and assistants: part 3 §6 denies assistants without manager rights only activity settings and rollup pages). */
export const reportRoutes = [
  defineRoute(listAssessmentFigures, {
    permission: 'course:professor',
    deps: { reports: reportsReaderRef },
    handler: ({ params, deps }) => deps.reports.assessments(params.courseId),
  }),
  defineRoute(getAssessmentFigures, {
    permission: 'course:professor',
    deps: { reports: reportsReaderRef },
    handler: ({ params, deps }) => deps.reports.assessment(params.courseId, params.componentId),
  }),
  defineRoute(getPerformanceReport, {
    permission: 'course:professor',
    deps: { reports: reportsReaderRef },
    handler: ({ params, deps }) => deps.reports.performance(params.courseId),
  }),
  defineRoute(listStudentSummaries, {
    permission: 'course:professor',
    deps: { reports: reportsReaderRef },
    handler: async ({ params, deps }) => ({ students: await deps.reports.students(params.courseId) }),
  }),
  defineRoute(getStudentDeepDive, {
    permission: 'course:professor',
    deps: { reports: reportsReaderRef },
    handler: ({ params, deps }) => deps.reports.student(params.courseId, params.studentId),
  }),
];
