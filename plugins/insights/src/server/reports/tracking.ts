import type { ActivityTracking } from '@lms/contract/tracking.ts';

/** What the reports read of `coreServices.tracking`. */
export type Tracking = Pick<ActivityTracking, 'catchUp' | 'studentTotals' | 'dailyActivity' | 'lastSeen'>;
