import { useEffect, useState } from 'react';
import { useApi, useRealtime } from '@lms/sdk/web';
import { getGradebook } from '../../calls/gradebookCalls.ts';
import { classArgs, useCallCache } from './gradebookData.ts';
import { mergeStudents } from './gradebookMerge.ts';

/** The server's `gradebook:changed` (the design's "Live updates"). */
interface GradebookChange {
  courseId: string;
  userIds: string[] | 'all';
  activityIds: string[] | 'all';
}

/** Past this many students a change reads the whole gradebook (the `users` list has its length limit). */
const MOST_ROWS_READ = 500;

const isChange = (payload: unknown): payload is GradebookChange =>
  typeof payload === 'object' && payload !== null && typeof (payload as GradebookChange).courseId === 'string' && (payload as GradebookChange).userIds !== undefined;

/** What the live updates ask of the class's loader (useGradebookClass). */
export interface ClassLoader {
  /** Reads every page again, replacing rows in place. */
  reload(): void;
  /** The first join was accepted: the pages read before it are read again. */
  joined(): void;
}

/**
 * Keeps the cached gradebook current while it is open: watches the course's room from the start (so
 * the join is usually in before most pages are read) and, on each change, reads only the changed
 * students' rows and merges them in (everything, for a change to all of them or to the columns, and
 * after a reconnection, when changes may have been missed). Answers whether the live channel is up
 * and a quiet status once a change came in.
 */
export function useGradebookLive(courseId: string, loader: ClassLoader) {
  const api = useApi();
  const cache = useCallCache();
  const [status, setStatus] = useState('');
  const args = classArgs(courseId);

  const reloadAll = () => {
    loader.reload();
    setStatus('Updated');
  };

  const apply = async ({ userIds }: GradebookChange) => {
    if (userIds === 'all' || userIds.length > MOST_ROWS_READ) return reloadAll();
    if (userIds.length === 0) return;
    const fresh = await api.call(getGradebook, { params: { courseId }, query: { users: userIds.join(',') } });
    let stale = false;
    cache.set(getGradebook, args, (current) => {
      if (!current) return current;
      const merged = mergeStudents(current, fresh, userIds);
      if (!merged) stale = true;
      return merged ?? current;
    });
    if (stale) return reloadAll();
    setStatus('Updated');
  };

  const channel = useRealtime({
    plugin: 'gradebook',
    join: { event: 'watch', payload: { courseId } },
    onEvent(event, payload) {
      if (event !== 'changed' || !isChange(payload) || payload.courseId !== courseId) return;
      apply(payload).catch(() => reloadAll());
    },
    onReconnect: reloadAll,
  });
  // Leaving the screen leaves the room too (the tab's socket may stay open for other views).
  const { send } = channel;
  useEffect(() => () => void send('unwatch', { courseId }).catch(() => undefined), [send, courseId]);
  // Only a page read before the first join can have missed a change (the loader ignores later joins).
  const { joined } = loader;
  useEffect(() => {
    if (channel.connected) joined();
  }, [channel.connected, joined]);
  return { connected: channel.connected, status };
}
