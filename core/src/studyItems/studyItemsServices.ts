import { coreServices } from '@lms/contract/services.ts';
import { defineService } from '@lms/contract/serviceRef.ts';
import { StudyItemStore } from './StudyItemStore.ts';

/** The study center's items (issue 20 item 3). */
export const studyItemsServices = [
  defineService({
    ref: coreServices.studyItems,
    deps: { db: coreServices.database, clock: coreServices.clock, ids: coreServices.ids },
    factory: ({ db, clock, ids }) => new StudyItemStore(db, clock, ids),
  }),
];
