import type { CourseAccess } from '@lms/contract/permissions.ts';
import type { DeliveryQuery } from '@lms/contract/calls/contentCalls.ts';

/** The rights the read is filtered by: `?as=student` makes a professor lose professor visibility (part 2 §4 Visibility). */
export function viewAs(access: CourseAccess | null, query: DeliveryQuery): CourseAccess | null {
  if (!access || query.as !== 'student' || !access.professor) return access;
  return { ...access, professor: false, manage: false, edit: false, student: true };
}
