import { useCallback, useEffect, useState } from 'react';
import { ApiError, useApi, useNotify, useSessionUser } from '@lms/sdk/web';
import { THREAD_MESSAGES } from '../schemas/boardMessages.ts';
import type { ApiComment, CommentSettings, CommentsAnswer } from '../schemas/threadTypes.ts';
import { withPost } from './threadState.ts';
import type { ThreadActions } from './threadActions.ts';

const reason = (error: unknown) => (error instanceof ApiError ? error.message : 'Connection error. Try again later.');

/** A component's comment section over HTTP, with the reader's own changes applied as the server answers them. */
export function useComments(courseId: string, componentId: string, location: string) {
  const api = useApi();
  const notify = useNotify();
  const viewerId = useSessionUser()?.mongoId ?? '';
  const section = `comments/${courseId}/component/${componentId}/`;
  const [answer, setAnswer] = useState<CommentsAnswer | null>(null);

  const reload = useCallback(async () => {
    // A footer that cannot load stays out of the way of the component it sits under.
    setAnswer(await api.get<CommentsAnswer>(section).catch(() => null));
  }, [api, section]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const show = (comment: ApiComment | undefined) =>
    setAnswer((current) => (current && comment ? { ...current, comments: withPost(current.comments, comment, true) as ApiComment[] } : current));

  const write = (parentId: string | null) => async (html: string) => show(await api.post<ApiComment | undefined>(section, { message: html, parent_id: parentId, location }));

  const actions: ThreadActions | null = answer && {
    viewerId,
    moderator: answer.moderator,
    canWrite: !answer.closed || answer.moderator,
    allowImages: false,
    courseId,
    noun: 'comment',
    reply: (parentId, html) => write(parentId)(html),
    edit: async (id, html) => show(await api.put<ApiComment>(`${section}${id}/`, { message: html, location })),
    remove: async (id) => {
      try {
        show(await api.delete<ApiComment>(`${section}${id}/`));
      } catch (error) {
        notify({ type: 'error', message: THREAD_MESSAGES.commentFailed + reason(error) });
      }
    },
  };

  const saveSettings = async (settings: CommentSettings) => {
    await api.put(`comments_settings/${courseId}/${componentId}/`, settings);
    await reload();
  };

  return { answer, actions, comment: write(null), saveSettings };
}
