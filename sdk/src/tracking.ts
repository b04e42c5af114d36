/** Activity tracking (issue 21): the reader's types and day-range helpers of `coreServices.tracking` (contract/src/tracking.ts). */
export {
  TRACKING_EVENT_KINDS,
  VISIT_KINDS,
  lastDays,
  utcDay,
  type ActivityTracking,
  type DailyActivity,
  type DayRange,
  type LastSeen,
  type LoginTotals,
  type PlaceActivityTotals,
  type StudentActivityTotals,
  type TrackedEvent,
  type TrackingEventInput,
  type TrackingEventKind,
} from '@lms/contract';
