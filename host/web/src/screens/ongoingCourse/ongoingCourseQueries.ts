import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@lms/sdk/web';
import { getEnrollments, getRoster } from '@lms/sdk/calls';

export const rosterKey = (courseId: string) => ['roster', courseId] as const;

/** The course roster (docs/api.md "Roster"): the overview counts it, the students screen lists it. */
export const rosterQuery = (api: ApiClient, courseId: string) =>
  queryOptions({
    queryKey: rosterKey(courseId),
    queryFn: async () => (await api.call(getRoster, { params: { courseId } })).students,
  });

export const enrollmentsKey = (courseId: string) => ['enrollments', courseId] as const;

/** `GET stats/enrollments/{courseId}` (docs/api.md): the roster with enrolment details, the lock and the caller's rights. */
export const enrollmentsQuery = (api: ApiClient, courseId: string) =>
  queryOptions({
    queryKey: enrollmentsKey(courseId),
    queryFn: () => api.call(getEnrollments, { params: { courseId } }),
  });
