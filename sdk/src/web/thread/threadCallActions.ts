import { MODERATION_MESSAGES, THREAD_MESSAGES } from '../../thread/threadMessages.ts';
import type { ApiPost } from '../../thread/threadTypes.ts';
import { ApiError } from '../apiClient.ts';
import type { NotifyOptions } from '../context.ts';
import type { ThreadActions } from './threadActions.ts';

/** A discussion's calls for one thread (a board, a project's comments), as its plugin makes them. */
export interface ThreadCalls {
  /** Null when the text was empty (ignored). */
  create(html: string, parentId: string | null): Promise<ApiPost | null>;
  edit(id: string, html: string): Promise<ApiPost>;
  remove(id: string): Promise<ApiPost>;
  restore(id: string): Promise<ApiPost>;
  flag(id: string, on: boolean): Promise<{ message: string; post: ApiPost | null }>;
  pin(id: string, on: boolean): Promise<{ message: string; post: ApiPost | null }>;
}

interface ThreadView {
  /** Puts the reader's own change, as the server answered it, in the thread. */
  show(post: ApiPost | null): void;
  /** Takes a post out (flagged by the reader, who no longer sees it). */
  hide(id: string): void;
  notify(options: NotifyOptions): void;
}

const reason = (error: unknown) => (error instanceof ApiError ? error.message : 'Connection error. Try again later.');

/** The reader's actions on a moderated thread: each call's answer shown in place, a failure told with the spec's "Failed to … Reason: " message. */
export function threadCallActions(
  reader: Pick<ThreadActions, 'viewerId' | 'moderator' | 'canWrite' | 'allowImages' | 'mentions' | 'noun'>,
  calls: ThreadCalls,
  view: ThreadView,
): ThreadActions {
  const failed = reader.noun === 'post' ? THREAD_MESSAGES.postFailed : THREAD_MESSAGES.commentFailed;
  const told = async (run: () => Promise<void>, failure: string) => {
    try {
      await run();
    } catch (error) {
      view.notify({ type: 'error', message: failure + reason(error) });
    }
  };
  return {
    ...reader,
    reply: async (parentId, html) => view.show(await calls.create(html, parentId)),
    edit: async (id, html) => view.show(await calls.edit(id, html)),
    remove: (id) => told(async () => view.show(await calls.remove(id)), failed),
    restore: (id) => told(async () => view.show(await calls.restore(id)), failed),
    flag: (id, on) =>
      told(async () => {
        const done = await calls.flag(id, on);
        if (done.post) view.show(done.post);
        else view.hide(id);
        view.notify({ type: 'success', message: done.message });
      }, MODERATION_MESSAGES.flagFailed),
    pin: (id, on) =>
      told(async () => {
        const done = await calls.pin(id, on);
        view.show(done.post);
        view.notify({ type: 'success', message: done.message });
      }, MODERATION_MESSAGES.pinFailed),
  };
}
