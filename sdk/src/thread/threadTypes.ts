import { Type, type Static } from '@lms/contract/call.ts';
import { nullableString } from '@lms/contract/schemaKeywords.ts';

/**
 * Discussion posts and comments as the API answers them and live events carry
 * them, with the spec's field names (part 2 §3 "Board post", "Comment"): a
 * board's posts, a component's comments and a project's comments alike.
 * Browser-safe (exported through @lms/sdk/calls).
 */
const postFields = {
  _id: Type.String(),
  /** The post this replies to; null for a top-level post. */
  parent_id: nullableString(),
  /** The author's user id (the spec's `id`). */
  id: Type.String(),
  /** The author's full name when they posted. */
  name: Type.String(),
  /** Sanitised HTML; empty when deleted (except for its author and moderators). */
  message: Type.String(),
  /** The message as plain text. */
  raw_message: Type.String(),
  /** When it was posted (ISO). */
  timestamp: Type.String(),
  /** When it was last edited (ISO), and by whom. */
  edited: nullableString(),
  editor: nullableString(),
  deleted: nullableString(),
  unDeleted: nullableString(),
  /** Moderators and the author see whether it is flagged; others never get a flagged post. */
  flagged: Type.Boolean(),
  /** Moderators only: who flagged it. */
  flaggedBy: Type.Optional(nullableString()),
  pin: Type.Boolean(),
  /** The pinned element's id (this post's) while pinned. */
  pinned: nullableString(),
};

/** A post with its replies (replies of replies, to any depth). */
export const ApiPostSchema = Type.Recursive((Post) => Type.Object({ ...postFields, replies: Type.Array(Post) }), { $id: 'BoardPost' });
export type ApiPost = Static<typeof ApiPostSchema>;

/** A comment's author as they are now (attached on read). */
const CommentUserSchema = Type.Object({
  firstname: Type.String(),
  lastname: Type.String(),
  name: Type.String(),
  thumbnailUrl: nullableString(),
});

/** A comment: a post plus its author as they are now. */
export const ApiCommentSchema = Type.Recursive((Comment) => Type.Object({ ...postFields, user: CommentUserSchema, replies: Type.Array(Comment) }), {
  $id: 'BoardComment',
});
export type ApiComment = Static<typeof ApiCommentSchema>;

/** Someone the caller may @mention (part 2 §5). */
export const MentionCandidateSchema = Type.Object({ _id: Type.String(), name: Type.String() });
export type MentionCandidate = Static<typeof MentionCandidateSchema>;
