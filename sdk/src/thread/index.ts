/** Discussions (boards, comment sections, project comments): the pieces every plugin with one shares (part 2 §3-§6). */
export { bannedTerms, containsBannedWord } from './bannedWords.ts';
export { fullName, mentionedIds, mentionCandidates, type Mentionable } from './mentions.ts';
export { snippet } from './snippet.ts';
export { sanitizePost, postText, postContent, type PostContent } from './postContent.ts';
export { postView, seesPost, threadView, type Viewer } from './threadViews.ts';
export { isModerator, isStudent, type ThreadRow, type ThreadCaller } from './threadRows.ts';
export { ThreadTable, type AlongsidePost } from './ThreadTable.ts';
export { PostComposer } from './PostComposer.ts';
export { ThreadNotifier, type NewWriting } from './ThreadNotifier.ts';
export { ThreadWriter, type NewPost } from './ThreadWriter.ts';
export { FlagNotifier } from './FlagNotifier.ts';
export { withAuthors } from './commentAuthors.ts';
export { MODERATION_MESSAGES, THREAD_MESSAGES } from './threadMessages.ts';
export { POST_RATE_LIMIT, threadCaller } from './threadRoutes.ts';
