import type { ReactNode } from 'react';
import { isObjectId } from '../../router/courseId.ts';
import { NotFoundScreen } from '../notFound/NotFoundScreen.tsx';

/**
 * /ongoing-courses/{courseId}/...: the router checks only a leading course id
 * (router/courseId.ts), so these screens check theirs: anything but 24 hex
 * characters is not a course.
 */
export function CourseIdGate({ courseId, children }: { courseId: string | undefined; children(courseId: string): ReactNode }) {
  return isObjectId(courseId) ? children(courseId) : <NotFoundScreen />;
}
