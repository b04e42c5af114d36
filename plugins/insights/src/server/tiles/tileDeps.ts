import { coreServices, type ServiceRef } from '@lms/sdk';

type ServiceOf<R> = R extends ServiceRef<infer T> ? T : never;

/** What the tiles read: the roster and ledger, the activity tracking, the course outline, the clock. */
export const tileDeps = {
  records: coreServices.gradebookRecords,
  tracking: coreServices.tracking,
  courses: coreServices.courses,
  clock: coreServices.clock,
};

export interface TileServices {
  records: ServiceOf<typeof coreServices.gradebookRecords>;
  tracking: ServiceOf<typeof coreServices.tracking>;
  courses: ServiceOf<typeof coreServices.courses>;
  clock: ServiceOf<typeof coreServices.clock>;
}

export type Tracking = TileServices['tracking'];
