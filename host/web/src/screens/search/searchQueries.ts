import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@lms/sdk/web';
import { searchCourse } from '@lms/sdk/calls';

/** `GET search/{courseId}?q=`; `student`: a professor in student mode searches as a student. */
export const searchQuery = (api: ApiClient, courseId: string, q: string, student: boolean) =>
  queryOptions({
    queryKey: student ? ['search', courseId, q, 'as-student'] : ['search', courseId, q],
    queryFn: () => api.call(searchCourse, { params: { courseId }, query: { q, ...(student ? { as: 'student' as const } : {}) } }),
  });
