import { coreServices, createServiceRef, defineService } from '@lms/sdk';
import { AdoptionApprover } from './AdoptionApprover.ts';
import { CatalogService } from './CatalogService.ts';
import { CatalogStore } from './CatalogStore.ts';
import { RequestService } from './RequestService.ts';
import { RequestStore } from './RequestStore.ts';
import { RequestViews } from './requestViews.ts';

export const catalogServiceRef = createServiceRef<CatalogService>('adoptions.catalog');
export const requestServiceRef = createServiceRef<RequestService>('adoptions.requests');
export const approverRef = createServiceRef<AdoptionApprover>('adoptions.approver');

const catalogService = defineService({
  ref: catalogServiceRef,
  deps: { db: coreServices.database, courses: coreServices.courses, clock: coreServices.clock },
  factory: ({ db, courses, clock }) => new CatalogService(new CatalogStore(db), new RequestStore(db), courses, clock),
});

const requestService = defineService({
  ref: requestServiceRef,
  deps: { db: coreServices.database, courses: coreServices.courses, people: coreServices.people, clock: coreServices.clock, ids: coreServices.ids, audit: coreServices.auditLog },
  factory: ({ db, courses, people, clock, ids, audit }) =>
    new RequestService(db, new RequestStore(db), new CatalogStore(db), new RequestViews(people, courses), clock, ids, audit),
});

const approver = defineService({
  ref: approverRef,
  deps: { db: coreServices.database, courses: coreServices.courses, people: coreServices.people, mail: coreServices.mail, clock: coreServices.clock, audit: coreServices.auditLog },
  factory: ({ db, courses, people, mail, clock, audit }) =>
    new AdoptionApprover(db, new RequestStore(db), new RequestViews(people, courses), courses, people, mail, clock, audit),
});

export const ADOPTION_SERVICES = [catalogService, requestService, approver];
