import { useAppNavigate, useNotify, type NotifyOptions } from '@lms/sdk/web';

/**
 * Goes to `path`, then shows the notification there. The shell clears
 * notifications when the route changes, and the SDK's navigate does not say
 * when the move is done; the router finishes a move without data loaders
 * within the current task, so the notification waits for the next one.
 */
export function useNotifyAfterMove(): (path: string, notice: NotifyOptions) => void {
  const navigate = useAppNavigate();
  const notify = useNotify();
  return (path, notice) => {
    navigate(path);
    setTimeout(() => notify(notice), 0);
  };
}
