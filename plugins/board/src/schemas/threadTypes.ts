/**
 * Board posts and comments as the API answers them, with the spec's field names
 * (part 2 §3 "Board post", "Comment"). Shared by server and web.
 */
export interface ApiPost {
  _id: string;
  /** The post this replies to; null for a top-level post. */
  parent_id: string | null;
  /** The author's user id (the spec's `id`). */
  id: string;
  /** The author's full name when they posted. */
  name: string;
  /** Sanitised HTML; empty when deleted (except for its author and moderators). */
  message: string;
  /** The message as plain text. */
  raw_message: string;
  /** When it was posted (ISO). */
  timestamp: string;
  /** When it was last edited, and by whom. */
  edited: string | null;
  editor: string | null;
  deleted: string | null;
  unDeleted: string | null;
  /** Moderators and the author see whether it is flagged; others never get a flagged post. */
  flagged: boolean;
  /** Moderators only: who flagged it. */
  flaggedBy?: string | null;
  pin: boolean;
  /** The pinned element's id (this post's) while pinned. */
  pinned: string | null;
  replies: ApiPost[];
}

/** A comment: a post plus its author as they are now (attached on read). */
export interface ApiComment extends Omit<ApiPost, 'replies'> {
  user: { firstname: string; lastname: string; name: string; thumbnailUrl: string | null };
  replies: ApiComment[];
}

export type BoardStatus = 'open' | 'not-open' | 'ended' | 'closed';

/** GET board/{courseId}/{boardId}/. */
export interface BoardAnswer {
  board: {
    _id: string;
    allow_images: boolean;
    requires_comment: boolean;
    open_date: string | null;
    close_date: string | null;
    due_date: string | null;
    /** open; not-open before open_date; ended after close_date; closed after due_date. */
    status: BoardStatus;
  };
  /** The reader moderates this board (professor rights in the course). */
  moderator: boolean;
  /** The reader has a live post here (moderators always count as having posted). */
  posted: boolean;
  /** The reader may post now. */
  can_post: boolean;
  /** With requires_comment, before the reader posts: how many of others' posts wait to be seen. */
  hidden_count: number;
  posts: ApiPost[];
}

/** The comments setting of a component (the spec's comments_comp). */
export interface CommentSettings {
  enabled: boolean;
  close_date: string | null;
}

/** GET comments/{courseId}/component/{componentId}/. */
export interface CommentsAnswer {
  settings: CommentSettings;
  /** After close_date: the input is disabled (moderators may still comment). */
  closed: boolean;
  moderator: boolean;
  comments: ApiComment[];
}

/** GET board/people/{courseId}/: who may be @mentioned. */
export interface MentionCandidate {
  _id: string;
  name: string;
}

/** What a moderation call answers: the spec's success message and the post as the caller now sees it (null: no longer seen). */
export interface ModerationAnswer {
  message: string;
  post: ApiPost | null;
}
