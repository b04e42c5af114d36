import { useRealtime } from '@lms/sdk/web';

interface BoardLiveOptions {
  courseId: string;
  boardId: string;
  onEvent(event: string, payload: unknown): void;
  /** Events may have been missed while the connection was down: re-read the board. */
  onReconnect(): void;
  enabled: boolean;
}

/** The board's live events over the tab's socket: joins "board:join" on every (re)connection. */
export function useBoardLive({ courseId, boardId, onEvent, onReconnect, enabled }: BoardLiveOptions) {
  const payload = { courseId, boardId };
  const channel = useRealtime({ plugin: 'board', join: { event: 'join', payload }, onEvent, onReconnect, enabled });
  return {
    connected: channel.connected,
    /** With requires_comment a student is admitted once they have posted: ask again then. */
    rejoin: () => channel.send('join', payload),
  };
}
