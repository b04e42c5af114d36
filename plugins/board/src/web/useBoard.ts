import { useCallback, useMemo, useState } from 'react';
import { ApiError, useApi, useNotify, useSessionUser } from '@lms/sdk/web';
import { BOARD_MESSAGES, THREAD_MESSAGES } from '../schemas/boardMessages.ts';
import { getBoard, type BoardAnswer } from '../calls/boardCalls.ts';
import type { ApiPost } from '../schemas/threadTypes.ts';
import { boardApi } from './boardApi.ts';
import { announcement, applyBoardEvent } from './boardEvents.ts';
import { useCallCache, useCallQuery } from './serverData.ts';
import { withoutPost, withPost } from './threadState.ts';
import type { ThreadActions } from './threadActions.ts';

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

  const actions: ThreadActions | null = answer && {
    viewerId,
    moderator: answer.moderator,
    canWrite: answer.can_post,
    allowImages: answer.board.allow_images,
    courseId,
    noun: 'post',
    reply: async (parentId, html) => show(await calls.create(html, parentId, location)),
    edit: async (id, html) => show(await calls.edit(id, html, location)),
    remove: async (id) => {
      try {
        show(await calls.remove(id));
      } catch (error) {
        notify({ type: 'error', message: THREAD_MESSAGES.postFailed + reason(error) });
      }
    },
    restore: async (id) => {
      try {
        show(await calls.restore(id));
      } catch (error) {
        notify({ type: 'error', message: THREAD_MESSAGES.postFailed + reason(error) });
      }
    },
    flag: async (id, on) => {
      try {
        const done = await calls.flag(id, on);
        update((current) => ({ ...current, posts: done.post ? withPost(current.posts, done.post, true) : withoutPost(current.posts, id) }));
        notify({ type: 'success', message: done.message });
      } catch (error) {
        notify({ type: 'error', message: BOARD_MESSAGES.flagFailed + reason(error) });
      }
    },
    pin: async (id, on) => {
      try {
        const done = await calls.pin(id, on);
        show(done.post);
        notify({ type: 'success', message: done.message });
      } catch (error) {
        notify({ type: 'error', message: BOARD_MESSAGES.pinFailed + reason(error) });
      }
    },
  };

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
