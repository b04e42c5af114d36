import { defineJobKind } from '@lms/sdk';
import { Type } from '@lms/sdk/calls';

/** One link's periodic pull (roster, results, score changes); it queues the next one. */
export const tickJob = defineJobKind('lti-sync-tick', Type.Object({ linkId: Type.String(), generation: Type.Integer() }));

/** One score (a column and a student, at a version) sent to the platform, retried with backoff until accepted. */
export const scoreJob = defineJobKind('lti-send-score', Type.Object({ columnId: Type.String(), userId: Type.String(), version: Type.Integer() }));

/** Tries of a score before it becomes a dead letter (the kernel's backoff: 10 s doubling, at most 1 h: about 2 h 50 min in all). */
export const SCORE_ATTEMPTS = 10;
