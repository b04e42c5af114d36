import { Type, type Static } from '@lms/sdk/calls';

/** Posts and comments (part 2 §3 "Board post", "Comment"): the SDK's discussion shapes. */
export { ApiPostSchema, ApiCommentSchema, type ApiPost, type ApiComment } from '@lms/sdk/calls';

/** open; not-open before open_date; ended after close_date; closed after due_date. */
export const BoardStatusSchema = Type.Union([Type.Literal('open'), Type.Literal('not-open'), Type.Literal('ended'), Type.Literal('closed')]);
export type BoardStatus = Static<typeof BoardStatusSchema>;
