/** The answers of the adoptions calls, shared by the server and the web screens (see docs/api.md "Adoptions"). */

export const REQUEST_STATES = ['pending', 'approved', 'rejected', 'removed'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

/** A course as a catalog card or a request shows it. */
export interface ApiCourseCard {
  _id: string;
  title: string;
  subtitle: string | null;
  /** ISO date-time, or null. */
  startDate: string | null;
  thumbnailUrl: string | null;
}

/** The caller's own latest request for a catalog course. */
export interface ApiOwnRequest {
  _id: string;
  state: RequestState;
  created_course_id: string | null;
}

/** GET adoptions/catalog: one listed course. */
export interface ApiCatalogEntry extends ApiCourseCard {
  description: string;
  listed_at: string;
  request: ApiOwnRequest | null;
}

export interface ApiRequester {
  _id: string;
  firstname: string;
  lastname: string;
  email: string;
}

/** One adoption request, as the requester and the administrators read it. */
export interface ApiAdoptionRequest {
  _id: string;
  state: RequestState;
  /** null when the account is gone (its requests go with it, so only in a race). */
  user: ApiRequester | null;
  /** The catalog course asked for. */
  course: ApiCourseCard | null;
  course_title: string;
  /** yyyy-mm-dd. */
  course_start_date: string;
  course_enrollment: string;
  /** The course approval made for the requester. */
  created_course: ApiCourseCard | null;
  decided_at: string | null;
  created_at: string;
}

export interface ApiRequestList {
  requests: ApiAdoptionRequest[];
  /** Every request (pending or not) the filter matches, for paging. */
  total: number;
}
