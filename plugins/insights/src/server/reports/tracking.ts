import type { ActivityTracking } from '@lms/sdk';

/** What the reports read of `coreServices.tracking`. */
export type Tracking = Pick<ActivityTracking, 'catchUp' | 'dailyActivity' | 'lastSeen'>;
