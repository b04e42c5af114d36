import { useCallback, useMemo, useState } from 'react';
import { ApiError, useApi, useNotify, useSessionUser } from '@lms/sdk/web';
import { getBoard, type BoardAnswer } from '../calls/boardCalls.ts';
import type { ApiPost } from '../schemas/threadTypes.ts';
import { boardApi } from './boardApi.ts';
import { boardMentions } from './mentionSource.ts';
import { announcement, applyBoardEvent } from './boardEvents.ts';
import { useCallCache, useCallQuery } from './serverData.ts';
import { threadCallActions, withoutPost, withPost, type ThreadActions } from '@lms/sdk/web';

const reason = (error: unknown) => (error instanceof ApiError ? error.message : 'Connection error. Try again later.');

/** A board's answer over HTTP, kept current by live events and by the reader's own changes. */
export function useBoard(courseId: string, boardId: string, location: string) {
  const api = useApi();
  const notify = useNotify();
  const viewerId = useSessionUser()?.mongoId ?? '';
  const calls = useMemo(() => boardApi(api, courseId, boardId), [api, courseId, boardId]);
  const args = { params: { courseId, boardId } };
  const board = useCallQuery(getBoard, args);
  const { set } = useCallCache();
  const answer = board.data ?? null;
  // A failed reread keeps the board on screen; the error shows only when there is none.
  const loadError = board.error ? reason(board.error) : null;
  const [announced, setAnnounced] = useState('');

  /** Changes the cached board in place (a live event, the reader's own change): no reread. */
  const update = useCallback(
    (change: (current: BoardAnswer) => BoardAnswer) => set(getBoard, { params: { courseId, boardId } }, (current) => current && change(current)),
    [set, courseId, boardId],
  );
  const { refetch } = board;
  const reload = useCallback(async () => void (await refetch()), [refetch]);

  const onEvent = useCallback(
    (event: string, payload: unknown) => {
      update((current) => applyBoardEvent(current, event, payload, viewerId));
      const said = announcement(event, payload, viewerId);
      if (said) setAnnounced(said);
    },
    [update, viewerId],
  );

  /** The reader's own change, as the server answered it. */
  const show = (post: ApiPost | null) => update((current) => (post ? { ...current, posts: withPost(current.posts, post, true) } : current));

  const actions: ThreadActions | null =
    answer &&
    threadCallActions(
      { viewerId, moderator: answer.moderator, canWrite: answer.can_post, allowImages: answer.board.allow_images, mentions: boardMentions(courseId), noun: 'post' },
      {
        create: (html, parentId) => calls.create(html, parentId, location),
        edit: (id, html) => calls.edit(id, html, location),
        remove: calls.remove,
        restore: calls.restore,
        flag: calls.flag,
        pin: calls.pin,
      },
      { show, hide: (id) => update((current) => ({ ...current, posts: withoutPost(current.posts, id) })), notify },
    );

  /** A new top-level post; answers whether the reader had not posted before (then they are let into the live room). */
  const post = async (html: string): Promise<boolean> => {
    const created = await calls.create(html, null, location);
    const first = answer !== null && !answer.posted && created !== null;
    if (first) await reload();
    else show(created);
    return first;
  };

  return { answer, loadError, announced, reload, onEvent, actions, post };
}
