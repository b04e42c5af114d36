import type { NotifyOptions } from '@lms/sdk/web';

/**
 * A notification that travels with a navigation (in the history entry's
 * state), for a message that must outlive the screens it passes through: the
 * shell clears notifications on every change of path, and the session's end
 * goes through /logout to /login.
 */
interface NoticeState {
  lmsNotice: NotifyOptions;
}

export const withNotice = (notice: NotifyOptions): NoticeState => ({ lmsNotice: notice });

export function noticeOf(state: unknown): NotifyOptions | undefined {
  if (typeof state !== 'object' || state === null || !('lmsNotice' in state)) return undefined;
  const notice = (state as NoticeState).lmsNotice;
  return typeof notice?.message === 'string' ? notice : undefined;
}
