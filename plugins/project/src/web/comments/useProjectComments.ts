import { useCallback, useMemo, useState } from 'react';
import { applyThreadEvent, mentionSource, threadAnnouncement, threadCallActions, useApi, useNotify, useRealtime, useSessionUser, withoutPost, withPost, type ThreadActions, type ThreadCalls } from '@lms/sdk/web';
import type { ApiComment, ApiPost } from '@lms/sdk/calls';
import {
  createProjectComment,
  deleteProjectComment,
  editProjectComment,
  flagProjectComment,
  getProjectComments,
  getProjectMentionCandidates,
  pinProjectComment,
  undeleteProjectComment,
  unflagProjectComment,
  unpinProjectComment,
  type ProjectCommentsAnswer,
} from '../../calls/commentCalls.ts';
import { COMMENT_EVENT_PREFIX } from '../../schemas/commentEvents.ts';
import { useCallCache, useCallQuery } from './commentsData.ts';

interface CommentPayload {
  projectId?: string;
  comment?: ApiComment;
  commentId?: string;
}

/** A project's comments over HTTP, kept current by its live room and by the reader's own changes. */
export function useProjectComments(courseId: string, projectId: string) {
  const api = useApi();
  const notify = useNotify();
  const viewerId = useSessionUser()?.mongoId ?? '';
  const project = useMemo(() => ({ courseId, projectId }), [courseId, projectId]);
  const query = useCallQuery(getProjectComments, { params: project });
  const { set } = useCallCache();
  const answer = query.data ?? null;
  const [announced, setAnnounced] = useState('');

  const update = useCallback(
    (change: (comments: ApiPost[], current: ProjectCommentsAnswer) => ApiPost[]) =>
      set(getProjectComments, { params: project }, (current) => current && { ...current, comments: change(current.comments, current) as ApiComment[] }),
    [set, project],
  );

  const onEvent = useCallback(
    (event: string, payload: unknown) => {
      const change = (payload ?? {}) as CommentPayload;
      if (!event.startsWith(COMMENT_EVENT_PREFIX) || change.projectId !== projectId) return;
      const kind = event.slice(COMMENT_EVENT_PREFIX.length);
      update((comments, current) => applyThreadEvent(comments, current.moderator, kind, { post: change.comment, postId: change.commentId }, viewerId));
      const said = threadAnnouncement(kind, change.comment, viewerId, 'comment');
      if (said) setAnnounced(said);
    },
    [update, projectId, viewerId],
  );
  useRealtime({ plugin: 'project', join: { event: 'comments.join', payload: project }, onEvent, onReconnect: () => void query.refetch(), enabled: answer !== null });

  const show = (comment: ApiPost | null) => update((comments) => (comment ? withPost(comments, comment, true) : comments));
  const one = (commentId: string) => ({ params: { ...project, commentId } });
  const calls: ThreadCalls = {
    create: async (message, parentId) => (await api.call(createProjectComment, { params: project, body: { message, parent_id: parentId } })) ?? null,
    edit: (id, message) => api.call(editProjectComment, { ...one(id), body: { message } }),
    remove: (id) => api.call(deleteProjectComment, one(id)),
    restore: (id) => api.call(undeleteProjectComment, one(id)),
    flag: (id, on) => api.call(on ? flagProjectComment : unflagProjectComment, one(id)),
    pin: (id, on) => api.call(on ? pinProjectComment : unpinProjectComment, one(id)),
  };
  const actions: ThreadActions | null =
    answer &&
    threadCallActions(
      {
        viewerId,
        moderator: answer.moderator,
        canWrite: true,
        allowImages: false,
        mentions: mentionSource('project', getProjectMentionCandidates, { params: project }),
        noun: 'comment',
      },
      calls,
      { show, hide: (id) => update((comments) => withoutPost(comments, id)), notify },
    );

  /** A new top-level comment. */
  const comment = async (html: string) => show(await calls.create(html, null));

  return { answer, error: query.error, announced, actions, comment };
}
