import type { ThreadRow, ThreadWriter } from '@lms/sdk';

/** What a post or comment is about: a board, a component's comment section. */
export type TargetType = 'board' | 'component' | 'project';

export interface Target {
  courseId: string;
  type: TargetType;
  id: string;
}

/** A row of board_posts: the discussion columns and what it is about. */
export interface PostRow extends ThreadRow {
  target_type: TargetType;
  target_id: string;
}

/** The SDK's discussion writer over board_posts. */
export type BoardWriter = ThreadWriter<PostRow, Target>;
