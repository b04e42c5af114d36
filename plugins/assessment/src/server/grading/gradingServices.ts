import { coreServices, createServiceRef, defineService, type ComponentReader, type GradeLedger, type Knex, type PermissionChecker } from '@lms/sdk';
import { AttemptStore } from '../delivery/AttemptStore.ts';
import { deliveryServiceRef } from '../delivery/deliveryServiceRef.ts';
import { AttemptRescorer } from './AttemptRescorer.ts';
import { CourseAssessments } from './courseAssessment.ts';
import { GradedAttemptStore } from './GradedAttemptStore.ts';
import { GradingQueue } from './GradingQueue.ts';
import { ItemRegrade } from './ItemRegrade.ts';
import { JobStore } from './JobStore.ts';
import { OnBehalfSubmitter } from './OnBehalfSubmitter.ts';
import { RegradeResponses } from './RegradeResponses.ts';

export const gradingQueueRef = createServiceRef<GradingQueue>('assessment.grading-queue');
export const regradeResponsesRef = createServiceRef<RegradeResponses>('assessment.regrade-responses');
export const itemRegradeRef = createServiceRef<ItemRegrade>('assessment.item-regrade');
export const onBehalfSubmitterRef = createServiceRef<OnBehalfSubmitter>('assessment.on-behalf-submitter');

const assessments = (components: ComponentReader, permissions: PermissionChecker) => new CourseAssessments(components, permissions);
const rescorer = (db: Knex, grading: GradeLedger) => new AttemptRescorer(db, new GradedAttemptStore(db), grading);

const gradingQueue = defineService({
  ref: gradingQueueRef,
  deps: { db: coreServices.database, components: coreServices.components, permissions: coreServices.permissions, people: coreServices.people },
  factory: ({ db, components, permissions, people }) => new GradingQueue(db, assessments(components, permissions), new GradedAttemptStore(db), people),
});

const regradeResponses = defineService({
  ref: regradeResponsesRef,
  deps: { db: coreServices.database, components: coreServices.components, permissions: coreServices.permissions, grading: coreServices.grading },
  factory: ({ db, components, permissions, grading }) =>
    new RegradeResponses(assessments(components, permissions), new GradedAttemptStore(db), rescorer(db, grading), grading),
});

const itemRegrade = defineService({
  ref: itemRegradeRef,
  deps: { db: coreServices.database, components: coreServices.components, permissions: coreServices.permissions, grading: coreServices.grading },
  factory: ({ db, components, permissions, grading }) => new ItemRegrade(db, assessments(components, permissions), new GradedAttemptStore(db), rescorer(db, grading)),
});

const onBehalfSubmitter = defineService({
  ref: onBehalfSubmitterRef,
  deps: {
    db: coreServices.database,
    delivery: deliveryServiceRef,
    components: coreServices.components,
    permissions: coreServices.permissions,
    ids: coreServices.ids,
    clock: coreServices.clock,
    log: coreServices.logger,
    people: coreServices.people,
  },
  factory: ({ db, delivery, components, permissions, ids, clock, log, people }) =>
    new OnBehalfSubmitter(delivery, assessments(components, permissions), new AttemptStore(db), new GradedAttemptStore(db), new JobStore(db), ids, clock, log, people),
});

export const GRADING_SERVICES = [gradingQueue, regradeResponses, itemRegrade, onBehalfSubmitter];
