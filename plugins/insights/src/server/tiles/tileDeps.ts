import { coreServices, type ServiceRef } from '@lms/sdk';
import type { ClassFactsReader } from '../facts/ClassFacts.ts';
import { classFactsRef } from '../facts/classFactsService.ts';

type ServiceOf<R> = R extends ServiceRef<infer T> ? T : never;

/** What the tiles read: the roster and ledger, the activity tracking, the course outline, the clock, the class facts (whose class reads tiles opened at once share). */
export const tileDeps = {
  records: coreServices.gradebookRecords,
  tracking: coreServices.tracking,
  courses: coreServices.courses,
  clock: coreServices.clock,
  facts: classFactsRef,
};

export interface TileServices {
  records: ServiceOf<typeof coreServices.gradebookRecords>;
  tracking: ServiceOf<typeof coreServices.tracking>;
  courses: ServiceOf<typeof coreServices.courses>;
  clock: ServiceOf<typeof coreServices.clock>;
  facts: ClassFactsReader;
}

export type Tracking = TileServices['tracking'];
