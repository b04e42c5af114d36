import { useMemo } from 'react';
import { ApiError, useApi, useNotify, useSessionUser } from '@lms/sdk/web';
import { THREAD_MESSAGES } from '../schemas/boardMessages.ts';
import { createComment, deleteComment, editComment, getComments, saveCommentSettings } from '../calls/commentCalls.ts';
import { useCallCache, useCallQuery } from './serverData.ts';
import type { CommentSettings } from '../schemas/postBodies.ts';
import type { ApiComment } from '../schemas/threadTypes.ts';
import { withPost, type ThreadActions } from '@lms/sdk/web';
import { boardMentions } from './mentionSource.ts';

const reason = (error: unknown) => (error instanceof ApiError ? error.message : 'Connection error. Try again later.');

/** A component's comment section over HTTP, with the reader's own changes applied as the server answers them. */
export function useComments(courseId: string, componentId: string, location: string) {
  const api = useApi();
  const notify = useNotify();
  const viewerId = useSessionUser()?.mongoId ?? '';
  const section = useMemo(() => ({ courseId, componentId }), [courseId, componentId]);
  const comments = useCallQuery(getComments, { params: section });
  const { set } = useCallCache();
  // A footer that cannot load stays out of the way of the component it sits under.
  const answer = comments.data ?? null;

  const show = (comment: ApiComment | undefined) =>
    set(getComments, { params: section }, (current) => (current && comment ? { ...current, comments: withPost(current.comments, comment, true) as ApiComment[] } : current));

  const write = (parentId: string | null) => async (html: string) => show(await api.call(createComment, { params: section, body: { message: html, parent_id: parentId, location } }));

  const actions: ThreadActions | null = answer && {
    viewerId,
    moderator: answer.moderator,
    canWrite: !answer.closed || answer.moderator,
    allowImages: false,
    mentions: boardMentions(courseId),
    noun: 'comment',
    reply: (parentId, html) => write(parentId)(html),
    edit: async (id, html) => show(await api.call(editComment, { params: { ...section, commentId: id }, body: { message: html, location } })),
    remove: async (id) => {
      try {
        show(await api.call(deleteComment, { params: { ...section, commentId: id } }));
      } catch (error) {
        notify({ type: 'error', message: THREAD_MESSAGES.commentFailed + reason(error) });
      }
    },
  };

  const saveSettings = async (settings: CommentSettings) => {
    await api.call(saveCommentSettings, { params: section, body: settings });
    await comments.refetch();
  };

  return { answer, actions, comment: write(null), saveSettings };
}
