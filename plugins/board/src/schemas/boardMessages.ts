/** The spec's board messages (part 2 §4, §5, §8), quoted exactly, shared by server and web. */
export const BOARD_MESSAGES = {
  opensOn: 'This discussion board opens on',
  endedOn: 'This discussion board ended on',
  // Sic: the spec's spelling.
  closedForComments: 'This disussion board is closed for further comments.',
  openAfterClose: 'The open date occurs after the board is closed.',
  openAfterDue: 'The open date occurs after the board is due.',
  dueAfterClose: 'The due date occurs after the board is closed.',
  onePerPage: 'Only one discussion board allowed on a page.',
  notFound: 'Did not find a discussion board',
  flagged: 'Post flagged',
  unflagged: 'Post un-flagged',
  pinned: 'Post pinned.',
  unpinned: 'Post un-pinned.',
  flagFailed: 'Failed to flag this post. Reason: ',
  pinFailed: 'Failed to pin this post. Reason: ',
} as const;

/** Our own messages, where the spec gives none. */
export const THREAD_MESSAGES = {
  banned: 'Your post contains a word that is not allowed here. Nothing was saved.',
  postNotFound: 'Did not find this post.',
  notYours: 'Only its author or a moderator can change this post.',
  commentsOff: 'Comments are off for this component.',
  commentsClosed: 'Comments are closed.',
  commentFailed: 'Failed to save this comment. Reason: ',
  postFailed: 'Failed to save this post. Reason: ',
} as const;
