import type { CourseMode } from '@lms/sdk/web';

/** Tells a professor which mode they are looking at when it is not the plain instructor view. */
export function ModeBadge({ mode }: { mode: CourseMode }) {
  if (mode === 'edit') return <span className="badge badge--mode">Author Mode</span>;
  if (mode === 'student') return <span className="badge badge--mode">Student View</span>;
  return null;
}
