import { Type, type Static, type TSchema } from '@lms/sdk/calls';

/** The answers of the adoptions calls, shared by the server and the web screens (see docs/api.md "Adoptions"). */

export const REQUEST_STATES = ['pending', 'approved', 'rejected', 'removed'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A course as a catalog card or a request shows it. */
export const CourseCardSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  subtitle: nullable(Type.String()),
  /** ISO date-time, or null. */
  startDate: nullable(Type.String()),
  thumbnailUrl: nullable(Type.String()),
});
export type ApiCourseCard = Static<typeof CourseCardSchema>;

/** The caller's own latest request for a catalog course. */
export const OwnRequestSchema = Type.Object({
  _id: Type.String(),
  state: Type.Unsafe<RequestState>({ type: 'string', enum: [...REQUEST_STATES] }),
  created_course_id: nullable(Type.String()),
});
export type ApiOwnRequest = Static<typeof OwnRequestSchema>;

/** GET adoptions/catalog: one listed course. */
export const CatalogEntrySchema = Type.Composite([
  CourseCardSchema,
  Type.Object({ description: Type.String(), listed_at: Type.String(), request: nullable(OwnRequestSchema) }),
]);
export type ApiCatalogEntry = Static<typeof CatalogEntrySchema>;

const RequesterSchema = Type.Object({ _id: Type.String(), firstname: Type.String(), lastname: Type.String(), email: Type.String() });

/** One adoption request, as the requester and the administrators read it. */
export const AdoptionRequestSchema = Type.Object({
  _id: Type.String(),
  state: Type.Unsafe<RequestState>({ type: 'string', enum: [...REQUEST_STATES] }),
  /** null when the account is gone (its requests go with it, so only in a race). */
  user: nullable(RequesterSchema),
  /** The catalog course asked for. */
  course: nullable(CourseCardSchema),
  course_title: Type.String(),
  /** yyyy-mm-dd. */
  course_start_date: Type.String(),
  course_enrollment: Type.String(),
  /** The course approval made for the requester. */
  created_course: nullable(CourseCardSchema),
  decided_at: nullable(Type.String()),
  created_at: Type.String(),
});
export type ApiAdoptionRequest = Static<typeof AdoptionRequestSchema>;

export const RequestListSchema = Type.Object({
  requests: Type.Array(AdoptionRequestSchema),
  /** Every request (pending or not) the filter matches, for paging. */
  total: Type.Integer(),
});
export type ApiRequestList = Static<typeof RequestListSchema>;
