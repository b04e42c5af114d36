import type { CourseAccess, SessionUser } from '@lms/contract';

/** The columns every discussion table has (board_posts, project_comments: part 2 §3 "Board post"); each adds where the post is. */
export interface ThreadRow {
  id: string;
  course_id: string;
  parent_id: string | null;
  author_id: string;
  author_name: string;
  by_student: boolean;
  message: string;
  raw_message: string;
  created_at: Date;
  edited_at: Date | null;
  editor_id: string | null;
  deleted_at: Date | null;
  undeleted_at: Date | null;
  flagged: boolean;
  flagged_by: string | null;
  pinned: boolean;
}

/** Who writes in a discussion, and where from (mails link back to the site the caller used). */
export interface ThreadCaller {
  user: SessionUser;
  access: CourseAccess;
  host: string;
  origin: string;
}

/** Part 2 §6: professor rights (instructors, and assistants unless assistants_no_mgr_rights) moderate boards and comments. */
export const isModerator = (access: CourseAccess) => access.manage;

/** A student of the course who is not also staff: only their posts count as submissions. */
export const isStudent = (access: CourseAccess) => access.student && !access.professor;
