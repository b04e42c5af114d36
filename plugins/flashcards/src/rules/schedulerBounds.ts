/** A course's scheduler parameters; the defaults are ts-fsrs's own (90% recall, at most 100 years apart). */
export interface SchedulerParameters {
  request_retention: number;
  maximum_interval: number;
}
export const DEFAULT_SCHEDULER_PARAMETERS: SchedulerParameters = { request_retention: 0.9, maximum_interval: 36500 };
export const RETENTION_RANGE = { minimum: 0.7, maximum: 0.99 } as const;
export const MAXIMUM_INTERVAL_RANGE = { minimum: 1, maximum: 36500 } as const;
