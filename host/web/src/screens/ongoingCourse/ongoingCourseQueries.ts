import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@lms/sdk/web';
import { getRoster } from '@lms/sdk/calls';

export const rosterKey = (courseId: string) => ['roster', courseId] as const;

/** The course roster (docs/api.md "Roster"): the overview counts it, the students screen lists it. */
export const rosterQuery = (api: ApiClient, courseId: string) =>
  queryOptions({
    queryKey: rosterKey(courseId),
    queryFn: async () => (await api.call(getRoster, { params: { courseId } })).students,
  });
