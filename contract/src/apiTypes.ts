/**
 * Shapes of API answers shared with the web side (imported there as types only).
 */

export type {
  ApiComponent,
  ComponentMeta,
  ComponentTypeChoice,
  CourseHomeView,
  CourseListEntry,
  CourseOutline,
  CourseRole,
  OutlineLesson,
  OutlinePage,
  OutlineSchedule,
  PageView,
} from './calls/contentCalls.ts';

/** An error answer: `{ errno, error }`, plus the failing fields of a 422. */
export interface ApiErrorBody {
  errno: string;
  error: string;
  fields?: { field: string; message: string }[];
}

export type { MediaFile, QuotaUse, UploadQuotaView } from './calls/mediaCalls.ts';
export type { RosterEntry } from './calls/rosterCalls.ts';

