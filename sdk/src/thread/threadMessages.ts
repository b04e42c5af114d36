/** The spec's moderation messages (part 2 §8), quoted exactly: boards and comment sections alike. Browser-safe. */
export const MODERATION_MESSAGES = {
  flagged: 'Post flagged',
  unflagged: 'Post un-flagged',
  pinned: 'Post pinned.',
  unpinned: 'Post un-pinned.',
  flagFailed: 'Failed to flag this post. Reason: ',
  pinFailed: 'Failed to pin this post. Reason: ',
} as const;

/** Our own discussion messages, where the spec gives none. */
export const THREAD_MESSAGES = {
  banned: 'Your post contains a word that is not allowed here. Nothing was saved.',
  postNotFound: 'Did not find this post.',
  notYours: 'Only its author or a moderator can change this post.',
  commentsOff: 'Comments are off for this component.',
  commentsClosed: 'Comments are closed.',
  commentFailed: 'Failed to save this comment. Reason: ',
  postFailed: 'Failed to save this post. Reason: ',
} as const;
