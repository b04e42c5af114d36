import type { CourseAccess, SessionUser } from '@lms/sdk';

/** Who makes a board or comments call, and where from (mails link back to the site the caller used). */
export interface Caller {
  user: SessionUser;
  access: CourseAccess;
  host: string;
  origin: string;
}

/** Part 2 §6: professor rights (instructors, and assistants unless assistants_no_mgr_rights) moderate boards and comments. */
export const isModerator = (access: CourseAccess) => access.manage;

/** A student of the course who is not also staff: only they record board submissions. */
export const isStudent = (access: CourseAccess) => access.student && !access.professor;
