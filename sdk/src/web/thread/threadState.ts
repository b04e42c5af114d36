import type { ApiPost } from '../../thread/threadTypes.ts';

/** Pinned first, then newest first, as the server orders top-level posts. */
function byBoardOrder(a: ApiPost, b: ApiPost): number {
  return Number(b.pin) - Number(a.pin) || b.timestamp.localeCompare(a.timestamp) || b._id.localeCompare(a._id);
}

/** Replies read as a conversation: oldest first. */
function byConversation(a: ApiPost, b: ApiPost): number {
  return a.timestamp.localeCompare(b.timestamp) || a._id.localeCompare(b._id);
}

export function findPost<P extends ApiPost>(posts: readonly P[], id: string): P | undefined {
  for (const post of posts) {
    if (post._id === id) return post;
    const found = findPost(post.replies as P[], id);
    if (found) return found;
  }
  return undefined;
}

/**
 * The reader's copy of a changed post: an event's copy is as any member sees it,
 * so a reader who may still read a deleted post (its author, a moderator) keeps
 * the text they had, and a deleted post nobody can read goes unless replies hang on it.
 */
function merged(existing: ApiPost | undefined, incoming: ApiPost, privileged: boolean): ApiPost | null {
  const blanked = incoming.deleted !== null && incoming.message === '';
  const replies = existing?.replies ?? [];
  if (blanked && privileged && existing) return { ...incoming, message: existing.message, raw_message: existing.raw_message, replies };
  if (blanked && !privileged && replies.length === 0) return null;
  return { ...incoming, replies };
}

function mapTree(posts: readonly ApiPost[], change: (post: ApiPost) => ApiPost | null): ApiPost[] {
  return posts.flatMap((post) => {
    const changed = change(post);
    return changed ? [{ ...changed, replies: mapTree(changed.replies, change) }] : [];
  });
}

/** Adds or replaces a post where it belongs; a reply whose parent the reader does not have is left out. */
export function withPost(posts: readonly ApiPost[], incoming: ApiPost, privileged: boolean): ApiPost[] {
  const existing = findPost(posts, incoming._id);
  let next: ApiPost[];
  if (existing) {
    next = mapTree(posts, (post) => (post._id === incoming._id ? merged(post, incoming, privileged) : post));
  } else if (incoming.parent_id === null) {
    const post = merged(undefined, incoming, privileged);
    next = post ? [...posts, post] : [...posts];
  } else {
    next = mapTree(posts, (post) => {
      if (post._id !== incoming.parent_id) return post;
      const reply = merged(undefined, incoming, privileged);
      return reply ? { ...post, replies: [...post.replies, reply].sort(byConversation) } : post;
    });
  }
  return next.sort(byBoardOrder);
}

/** Drops a post and what replies to it (a post flagged by someone else). */
export function withoutPost(posts: readonly ApiPost[], id: string): ApiPost[] {
  return mapTree(posts, (post) => (post._id === id ? null : post));
}

/** Marks a post flagged in place (its author keeps seeing it). */
export function withFlag(posts: readonly ApiPost[], id: string): ApiPost[] {
  return mapTree(posts, (post) => (post._id === id ? { ...post, flagged: true } : post));
}

/** The live events of a discussion's posts (on the wire with the plugin's own prefix), and 'hidden': a post flagged by someone else. */
export const THREAD_EVENTS = ['post', 'edited', 'deleted', 'undeleted', 'pinned', 'unpinned', 'flagged', 'unflagged'] as const;

/**
 * The reader's posts after a live event: `post` for the THREAD_EVENTS, `postId` for 'hidden'.
 * Moderators keep flagged posts (their own event says so); an author sees theirs marked.
 */
export function applyThreadEvent(posts: ApiPost[], moderator: boolean, kind: string, change: { post?: ApiPost; postId?: string }, viewerId: string): ApiPost[] {
  if (kind === 'hidden') {
    const post = change.postId === undefined || moderator ? undefined : findPost(posts, change.postId);
    if (!post) return posts;
    return post.id === viewerId ? withFlag(posts, post._id) : withoutPost(posts, post._id);
  }
  if (!(THREAD_EVENTS as readonly string[]).includes(kind) || !change.post) return posts;
  return withPost(posts, change.post, moderator || change.post.id === viewerId);
}

/** What the live region says of an event, politely; null for what needs no announcement (the reader's own, a change). */
export function threadAnnouncement(kind: string, post: ApiPost | undefined, viewerId: string, noun: 'post' | 'comment'): string | null {
  if (kind !== 'post' || !post || post.id === viewerId) return null;
  return post.parent_id === null ? `New ${noun} by ${post.name}` : `New reply by ${post.name}`;
}
