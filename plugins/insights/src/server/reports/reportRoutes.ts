import { defineRoute } from '@lms/sdk';
import { getAssessmentFigures, getPerformanceReport, getStudentDeepDive, listAssessmentFigures, listStudentSummaries } from '../../calls/reportCalls.ts';
import { reportsReaderRef } from './services.ts';

/** Part 3 §6: the deep dives and reports are the course's professors' (instructors, and assistants with manager rights). */
export const reportRoutes = [
  defineRoute(listAssessmentFigures, {
    permission: 'course:manage',
    deps: { reports: reportsReaderRef },
    handler: ({ params, deps }) => deps.reports.assessments(params.courseId),
  }),
  defineRoute(getAssessmentFigures, {
    permission: 'course:manage',
    deps: { reports: reportsReaderRef },
    handler: ({ params, deps }) => deps.reports.assessment(params.courseId, params.componentId),
  }),
  defineRoute(getPerformanceReport, {
    permission: 'course:manage',
    deps: { reports: reportsReaderRef },
    handler: ({ params, deps }) => deps.reports.performance(params.courseId),
  }),
  defineRoute(listStudentSummaries, {
    permission: 'course:manage',
    deps: { reports: reportsReaderRef },
    handler: async ({ params, deps }) => ({ students: await deps.reports.students(params.courseId) }),
  }),
  defineRoute(getStudentDeepDive, {
    permission: 'course:manage',
    deps: { reports: reportsReaderRef },
    handler: ({ params, deps }) => deps.reports.student(params.courseId, params.studentId),
  }),
];
