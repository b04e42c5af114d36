/** Live project comment events: "project:comment.<kind>" on the wire (the plugin id is the kernel's prefix). Shared by server and web. */
export const COMMENT_EVENT_PREFIX = 'comment.';

/** The board's event kinds (sdk thread events), which a comment goes through too. */
export type CommentEventKind = 'post' | 'edited' | 'deleted' | 'undeleted' | 'pinned' | 'unpinned' | 'flagged' | 'unflagged';
