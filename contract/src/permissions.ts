/**
 * What a route or realtime handler needs, decided in core/permissions.
 * Course-scoped permissions read the `courseId` path parameter.
 */
export const PERMISSIONS = [
  'public',
  'user',
  'author',
  'course:view',
  'course:professor',
  'course:manage',
  'course:edit',
  'administrator',
  'program-admin',
  'site-admin',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export function isCoursePermission(permission: Permission): boolean {
  return permission.startsWith('course:');
}

/** What the caller may do in one course, as resolved by the permission service. */
export interface CourseAccess {
  courseId: string;
  /** Enrolled as a student. */
  student: boolean;
  /** Instructor or assistant of the course, or a site administrator. */
  professor: boolean;
  /** Manager rights: professors except assistants with assistants_no_mgr_rights who are no program administrators (part 3 §6). */
  manage: boolean;
  /** Edit rights: instructors and site administrators, never assistants. */
  edit: boolean;
  /**
   * What still keeps an enrolled student out of the course's content (part 2 §8):
   * an unpaid course or one that has not started. Never set for professors.
   */
  hold?: CourseHold | null;
}

export type CourseHold = { errno: 'payment-required'; amount: number } | { errno: 'start-date'; startDate: Date };

/**
 * The redesign's course permissions (part 3 §6: "In the redesign, the
 * permissions canEditCalendar and canViewCourse decide access"), both read off
 * the permission service's CourseAccess so they never disagree with the routes.
 * canViewCourse: any access to the course (course:view: a student, its staff, a
 * program administrator of its program, a site administrator). canEditCalendar:
 * the course's dates (open, due, close) are changed in activity settings, a
 * manager tool, so manager rights (course:manage).
 */
export interface CoursePermissions {
  canViewCourse: boolean;
  canEditCalendar: boolean;
}

export function coursePermissions(access: CourseAccess | null): CoursePermissions {
  return { canViewCourse: access !== null, canEditCalendar: access?.manage === true };
}

export const PERMISSION_DESCRIPTIONS: Record<Permission, string> = {
  public: 'anyone, logged in or not',
  user: 'any logged-in user',
  author: 'professor accounts (instructors, assistants, program administrators) and site administrators: the people who author in some course',
  'course:view': 'students enrolled in the course, its instructors and assistants, site administrators',
  'course:professor': 'instructors and assistants of the course, site administrators',
  'course:manage': 'instructors, assistants with manager rights (assistants_no_mgr_rights takes them away, but not from program administrators), site administrators',
  'course:edit': 'instructors of the course (not assistants), site administrators',
  administrator: 'administrators (administrator value 1 or more, i.e. permission level 0 or more)',
  'program-admin': 'program administrators and site administrators',
  'site-admin': 'site administrators',
};
