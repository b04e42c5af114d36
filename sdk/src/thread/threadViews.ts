import type { ThreadRow } from './threadRows.ts';
import type { ApiPost } from './threadTypes.ts';

/** Who reads: moderators see everything; authors see their own deleted and flagged posts. */
export interface Viewer {
  id: string;
  moderator: boolean;
}

const iso = (date: Date | null) => (date === null ? null : new Date(date).toISOString());

/** One post as `viewer` sees it (replies not attached). `viewer` null: any member who sees the board, never its author. */
export function postView(row: ThreadRow, viewer: Viewer | null): ApiPost {
  const privileged = viewer !== null && (viewer.moderator || viewer.id === row.author_id);
  const blank = row.deleted_at !== null && !privileged;
  return {
    _id: row.id,
    parent_id: row.parent_id,
    id: row.author_id,
    name: row.author_name,
    message: blank ? '' : row.message,
    raw_message: blank ? '' : row.raw_message,
    timestamp: new Date(row.created_at).toISOString(),
    edited: iso(row.edited_at),
    editor: row.editor_id,
    deleted: iso(row.deleted_at),
    unDeleted: iso(row.undeleted_at),
    flagged: row.flagged && privileged,
    ...(viewer?.moderator ? { flaggedBy: row.flagged_by } : {}),
    pin: row.pinned,
    pinned: row.pinned ? row.id : null,
    replies: [],
  };
}

/** Whether `viewer` gets the post at all: a flagged post (and what replies to it) is for moderators and its author only. */
export function seesPost(row: ThreadRow, viewer: Viewer | null): boolean {
  return !row.flagged || (viewer !== null && (viewer.moderator || viewer.id === row.author_id));
}

/**
 * The discussion as `viewer` sees it: pinned posts first, then newest first;
 * replies oldest first under their parent. `onlyOwn` (requires_comment before
 * the viewer's first post) keeps the viewer's own posts only. A deleted post
 * others cannot read stays only as the holder of visible replies.
 */
export function threadView(rows: readonly ThreadRow[], viewer: Viewer, onlyOwn = false): ApiPost[] {
  const children = new Map<string | null, ThreadRow[]>();
  for (const row of rows) {
    const siblings = children.get(row.parent_id) ?? [];
    siblings.push(row);
    children.set(row.parent_id, siblings);
  }
  const build = (row: ThreadRow): ApiPost | null => {
    if (!seesPost(row, viewer) || (onlyOwn && row.author_id !== viewer.id && row.parent_id === null)) return null;
    const replies = (children.get(row.id) ?? []).map(build).filter((reply): reply is ApiPost => reply !== null);
    const post = postView(row, viewer);
    if (post.deleted !== null && post.message === '' && replies.length === 0) return null;
    return { ...post, replies };
  };
  const top = (children.get(null) ?? []).map(build).filter((post): post is ApiPost => post !== null);
  return top.sort((a, b) => Number(b.pin) - Number(a.pin) || b.timestamp.localeCompare(a.timestamp) || b._id.localeCompare(a._id));
}
