import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { getPreviewLessons } from '@lms/contract/calls/contentCalls.ts';
import { routePath } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';

/** Issue 26 item 7: on /register/{courseId}, the way to the course's preview lessons when it has some (nothing otherwise). */
export function PreviewLessonsLink({ courseId }: { courseId: string }) {
  const { api } = useShell();
  const demo = useQuery({ queryKey: ['preview_lessons', courseId], queryFn: () => api.call(getPreviewLessons, { params: { courseId } }), retry: false });
  if (!demo.data) return null;
  return (
    <p className="preview-lessons__entry">
      <Link to={`${routePath('preview_lessons')}?course=${encodeURIComponent(courseId)}`}>Try the preview lessons of {demo.data.course.title}</Link>
    </p>
  );
}
