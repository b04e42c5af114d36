import { defineRoute } from '@lms/sdk';
import { getStudentOverride, listOverrides, saveOverrideFor, saveStudentOverride } from '../../calls/overrideCalls.ts';
import { overrideServiceRef } from './overrideServiceRef.ts';

const deps = { overrides: overrideServiceRef };

/** Part 2 §7 "Assessment override: GET and POST assessment_override/{courseId}/{activityId}[/{studentId}]" (the component id as activity). */
export const overrideRoutes = [
  defineRoute(listOverrides, {
    permission: 'course:professor',
    deps,
    handler: (request) => request.deps.overrides.list(request.params.courseId, request.params.componentId, request.access!),
  }),
  defineRoute(getStudentOverride, {
    permission: 'course:view',
    deps,
    handler: (request) =>
      request.deps.overrides.one(request.params.courseId, request.params.componentId, request.params.studentId, { userId: request.user!.id, access: request.access! }),
  }),
  defineRoute(saveStudentOverride, {
    permission: 'course:professor',
    deps,
    handler: (request) =>
      request.deps.overrides.save(request.params.courseId, request.params.componentId, request.params.studentId, request.body, { userId: request.user!.id, access: request.access! }),
  }),
  defineRoute(saveOverrideFor, {
    permission: 'course:professor',
    deps,
    handler: ({ body: { student_id: studentId, ...terms }, params, deps: { overrides }, user, access }) =>
      overrides.save(params.courseId, params.componentId, studentId, terms, { userId: user!.id, access: access! }),
  }),
];
