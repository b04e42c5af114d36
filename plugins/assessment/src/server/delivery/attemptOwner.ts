import type { SessionUser } from '@lms/sdk';
import type { AttemptOwner } from './AttemptStore.ts';

/** The caller's attempts at the route's assessment (course:view guarantees a user and their access). */
export function attemptOwner(request: { user: SessionUser | null; params: { courseId: string; componentId: string } }): AttemptOwner {
  return { userId: request.user!.id, courseId: request.params.courseId, componentId: request.params.componentId };
}
