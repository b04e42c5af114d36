import type { CourseAccess, SessionUser } from '@lms/sdk';

const MEMBERSHIP = 'http://purl.imsglobal.org/vocab/lis/v2/membership#';
const SYSTEM = 'http://purl.imsglobal.org/vocab/lis/v2/system/person#';
const INSTITUTION = 'http://purl.imsglobal.org/vocab/lis/v2/institution/person#';

export const LTI_ROLES = {
  learner: `${MEMBERSHIP}Learner`,
  instructor: `${MEMBERSHIP}Instructor`,
  teachingAssistant: `${MEMBERSHIP}Instructor#TeachingAssistant`,
  administrator: `${SYSTEM}Administrator`,
  institutionInstructor: `${INSTITUTION}Instructor`,
  institutionStudent: `${INSTITUTION}Student`,
} as const;

/**
 * Our roles in a course as LTI 1.3 role URIs (LTI 1.3 core, appendix A):
 * instructors (edit rights) Instructor; assistants Instructor and its
 * TeachingAssistant sub-role; students Learner; site administrators also the
 * system Administrator role.
 */
export function ltiRolesOf(user: Pick<SessionUser, 'administrator' | 'instructor'>, access: Pick<CourseAccess, 'student' | 'professor' | 'edit'>): string[] {
  const roles: string[] = [];
  if (access.edit) roles.push(LTI_ROLES.instructor);
  else if (access.professor) roles.push(LTI_ROLES.instructor, LTI_ROLES.teachingAssistant);
  if (access.student && !access.professor) roles.push(LTI_ROLES.learner);
  roles.push(user.instructor ? LTI_ROLES.institutionInstructor : LTI_ROLES.institutionStudent);
  if (user.administrator === 3) roles.push(LTI_ROLES.administrator);
  return roles;
}

/** Whether the roles make the user one of the course's teachers (the tool may then post scores for others and deep-link). */
export const isTeacherRole = (roles: readonly string[]) => roles.includes(LTI_ROLES.instructor);
