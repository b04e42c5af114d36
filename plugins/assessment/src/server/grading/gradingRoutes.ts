import { defineRoute, jsonSchema } from '@lms/sdk';
import { gradingQueueRef, itemRegradeRef, onBehalfSubmitterRef, regradeResponsesRef } from './gradingServices.ts';
import type { GradingStatus } from './GradingQueue.ts';
import { jobPollerSchema, submitOnBehalfSchema, type JobPollerBody, type SubmitOnBehalfBody } from './onBehalfBodies.ts';
import { itemRegradeSchema, regradeGetSchema, regradeUpdateSchema, type ItemRegradeBody, type RegradeGetBody, type RegradeUpdateBody } from './regradeBodies.ts';

interface QueueQuery {
  status?: GradingStatus;
}

/**
 * Manual grading, regrade, submit-on-behalf (part 2 §7 "Assessment": regrade/*,
 * assessment/update, assessment/job_poller). regrade/get and regrade/update
 * name the course in their body: the service checks the caller teaches it.
 */
export const gradingRoutes = [
  defineRoute({
    method: 'GET',
    path: 'assessment/grading/:courseId/:componentId/',
    permission: 'course:professor',
    summary: "Every student's submitted attempt at an assessment, newest first, with the answered manual items still to score (?status=needs_grading or graded).",
    query: jsonSchema<QueueQuery>({ type: 'object', additionalProperties: false, properties: { status: { enum: ['needs_grading', 'graded'] } } }),
    deps: { queue: gradingQueueRef },
    handler: (request) => request.deps.queue.list(request.params.courseId!, request.params.componentId!, request.access!, request.query.status),
  }),
  defineRoute({
    method: 'POST',
    path: 'regrade/get',
    permission: 'user',
    summary: "Professors: an assessment's sessions {courseId, componentId, user_ids?, session_ids?} with items, right answers and each response's score.",
    body: jsonSchema<RegradeGetBody>(regradeGetSchema),
    deps: { regrade: regradeResponsesRef },
    handler: (request) => request.deps.regrade.get(request.user!, request.body),
  }),
  defineRoute({
    method: 'POST',
    path: 'regrade/update',
    permission: 'user',
    summary: "Professors: a person's score per response {courseId, componentId, sessions: [{user_id, activity_id, session_id, responses: [{response_id, score}]}]}, rescored through the ledger.",
    body: jsonSchema<RegradeUpdateBody>(regradeUpdateSchema),
    deps: { regrade: regradeResponsesRef },
    handler: (request) => request.deps.regrade.update(request.user!, request.body),
  }),
  defineRoute({
    method: 'POST',
    path: 'regrade/:courseId/:componentId',
    permission: 'course:professor',
    summary: "Regrades one item across every submitted attempt: {target_item_reference, copy_item_reference} (the caller's item whose answer key and points replace the target's).",
    body: jsonSchema<ItemRegradeBody>(itemRegradeSchema),
    deps: { regrade: itemRegradeRef },
    handler: (request) => request.deps.regrade.regrade(request.params.courseId!, request.params.componentId!, request.user!, request.access!, request.body),
  }),
  defineRoute({
    method: 'POST',
    path: 'assessment/update/:courseId',
    permission: 'course:professor',
    summary: 'Submit-on-behalf {user_ids, component_ids}: submits each student\'s running attempt now; 202 with one job reference per student and assessment.',
    body: jsonSchema<SubmitOnBehalfBody>(submitOnBehalfSchema),
    deps: { submitter: onBehalfSubmitterRef },
    handler: async (request) => {
      const answer = await request.deps.submitter.submit(request.params.courseId!, request.body.user_ids, request.body.component_ids, { userId: request.user!.id, access: request.access! });
      request.reply.status(202);
      return answer;
    },
  }),
  defineRoute({
    method: 'POST',
    path: 'assessment/job_poller',
    permission: 'user',
    summary: "The caller's submit-on-behalf jobs {references}: each pending, done (with the score) or failed (with the message).",
    body: jsonSchema<JobPollerBody>(jobPollerSchema),
    deps: { submitter: onBehalfSubmitterRef },
    handler: (request) => request.deps.submitter.poll(request.body.references, request.user!.id),
  }),
];
