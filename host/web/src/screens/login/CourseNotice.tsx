import { useQuery } from '@tanstack/react-query';
import { useShell } from '../../app/ShellContext.ts';
import { getCourseTitle } from '@lms/sdk/calls';

/** Names the course a login or registration will enrol in (GET get_title/{id}); nothing when it cannot be named. */
export function CourseNotice({ courseId, lead }: { courseId: string | undefined; lead: string }) {
  const { sessionApi } = useShell();
  const title = useQuery({
    queryKey: ['course-title', courseId],
    queryFn: () => sessionApi.call(getCourseTitle, { params: { courseId: courseId! } }),
    enabled: courseId !== undefined,
    staleTime: Infinity,
  });
  if (!courseId || !title.data?.title) return null;
  return (
    <p className="entry__course">
      {lead} <strong>{title.data.title}</strong>.
    </p>
  );
}
