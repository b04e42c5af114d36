/** What a post or comment is about: a board, a component's comment section, later a project. */
export type TargetType = 'board' | 'component' | 'project';

export interface Target {
  courseId: string;
  type: TargetType;
  id: string;
}

/** A row of board_posts. */
export interface PostRow {
  id: string;
  course_id: string;
  target_type: TargetType;
  target_id: string;
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
