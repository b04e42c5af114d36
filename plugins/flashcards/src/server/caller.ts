import { LmsError, type CourseAccess, type PermissionChecker, type SessionUser } from '@lms/sdk';
import { DECK_TYPES, type DeckType } from '../schemas/deckState.ts';

/** Who studies: the logged-in user and their rights in the course. Every row they read or write is their own. */
export interface Learner {
  user: SessionUser;
  access: CourseAccess;
}

/** The caller of a course-permission route (the kernel has checked both already). */
export function routeLearner(user: SessionUser | null, access: CourseAccess | null): Learner {
  if (!user || !access) throw new LmsError('not-logged');
  return { user, access };
}

/**
 * The caller of a call that names its course in the body (the spec's
 * user/meta-save and user/flashcards-save): the same rule as `course:view`,
 * held students included (an unpaid or not yet started course keeps them out).
 */
export async function bodyLearner(permissions: PermissionChecker, user: SessionUser | null, courseId: string): Promise<Learner> {
  if (!user) throw new LmsError('not-logged');
  const access = await permissions.courseAccess(user, courseId);
  if (!access || access.hold) throw new LmsError('access-denied');
  return { user, access };
}

/** The `{user|standard}` segment of the spec's paths. */
export function deckTypeParam(value: string): DeckType {
  const type = DECK_TYPES.find((known) => known === value);
  if (!type) throw new LmsError('not-found', 'The deck type is user or standard.');
  return type;
}
