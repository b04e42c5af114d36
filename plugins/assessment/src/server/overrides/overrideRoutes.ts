import { defineRoute, jsonSchema } from '@lms/sdk';
import { overrideBodyForStudentSchema, overrideBodySchema, type OverrideBody, type OverrideBodyForStudent } from './overrideBody.ts';
import { overrideServiceRef } from './overrideServiceRef.ts';

/** Part 2 §7 "Assessment override: GET and POST assessment_override/{courseId}/{activityId}[/{studentId}]" (the component id as activity). */
const OVERRIDES = 'assessment_override/:courseId/:componentId';
const deps = { overrides: overrideServiceRef };

export const overrideRoutes = [
  defineRoute({
    method: 'GET',
    path: OVERRIDES,
    permission: 'course:professor',
    summary: "An assessment's own dates, time limit, attempts and policy (global) and every student's override.",
    deps,
    handler: (request) => request.deps.overrides.list(request.params.courseId!, request.params.componentId!, request.access!),
  }),
  defineRoute({
    method: 'GET',
    path: `${OVERRIDES}/:studentId`,
    permission: 'course:view',
    summary: "The assessment's values (global) and one student's override or null; a student reads only their own.",
    deps,
    handler: (request) =>
      request.deps.overrides.one(request.params.courseId!, request.params.componentId!, request.params.studentId!, { userId: request.user!.id, access: request.access! }),
  }),
  defineRoute({
    method: 'POST',
    path: `${OVERRIDES}/:studentId`,
    permission: 'course:professor',
    summary: "Sets a student's override {open_date?, due_date?, close_date?, time_limit?, submission_attempts?, policy?}; null or absent takes the assessment's value, all absent removes it.",
    body: jsonSchema<OverrideBody>(overrideBodySchema),
    deps,
    handler: (request) =>
      request.deps.overrides.save(request.params.courseId!, request.params.componentId!, request.params.studentId!, request.body, { userId: request.user!.id, access: request.access! }),
  }),
  defineRoute({
    method: 'POST',
    path: OVERRIDES,
    permission: 'course:professor',
    summary: 'Sets the override of the student named by student_id (the same body and answer as with the student in the path).',
    body: jsonSchema<OverrideBodyForStudent>(overrideBodyForStudentSchema),
    deps,
    handler: ({ body: { student_id: studentId, ...terms }, params, deps: { overrides }, user, access }) =>
      overrides.save(params.courseId!, params.componentId!, studentId, terms, { userId: user!.id, access: access! }),
  }),
];
