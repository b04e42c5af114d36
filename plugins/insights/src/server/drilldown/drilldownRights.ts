import { LmsError, type CourseAccess, type SessionUser } from '@lms/sdk';
import { DRILLDOWN_ERRNOS } from './drilldownErrnos.ts';

/**
 * Part 3 §6: professors may read any student's drilldown; a student only their
 * own (another student's id is refused, whether or not that id exists, so the
 * answer tells nothing about other people).
 */
export function ownOrProfessor(access: CourseAccess | null, user: SessionUser | null, studentId: string): void {
  if (access?.professor) return;
  if (access?.student && user?.id === studentId) return;
  throw LmsError.declared(DRILLDOWN_ERRNOS, 'insights-not-own-drilldown');
}
