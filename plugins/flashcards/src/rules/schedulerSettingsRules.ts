import { MAXIMUM_INTERVAL_MESSAGE, RETENTION_MESSAGE } from '../calls/reviewCalls.ts';
import { MAXIMUM_INTERVAL_RANGE, RETENTION_RANGE } from './schedulerBounds.ts';

/** The settings form's values, as typed. */
export interface SchedulerSettingsText {
  request_retention: string;
  maximum_interval: string;
}

/** The same bounds as the call's schema, with its messages, for the form before it sends. */
export function schedulerSettingsProblems(values: SchedulerSettingsText): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const retention = Number(values.request_retention);
  if (values.request_retention.trim() === '' || !(retention >= RETENTION_RANGE.minimum && retention <= RETENTION_RANGE.maximum)) problems.push({ field: 'request_retention', message: RETENTION_MESSAGE });
  const interval = Number(values.maximum_interval);
  if (!Number.isInteger(interval) || values.maximum_interval.trim() === '' || interval < MAXIMUM_INTERVAL_RANGE.minimum || interval > MAXIMUM_INTERVAL_RANGE.maximum) problems.push({ field: 'maximum_interval', message: MAXIMUM_INTERVAL_MESSAGE });
  return problems;
}
