import type { SessionUser } from '@lms/sdk';
import type { HelpAudience } from '../schemas/helpContent.ts';

/**
 * The audiences whose topics a caller sees: everyone's, plus those of each role
 * the account holds (part 3 §6: administrator status from level 1, program
 * administrators, professor accounts; any other account is a student's).
 */
export function audiencesOf(user: SessionUser | null): ReadonlySet<HelpAudience> {
  const audiences = new Set<HelpAudience>(['everyone']);
  if (!user) return audiences;
  if (user.instructor) audiences.add('instructor');
  else audiences.add('student');
  if (user.programAdministrator) audiences.add('program-admin');
  if (user.administrator > 0) audiences.add('administrator');
  return audiences;
}
