import { useMemo, useState } from 'react';
import { useRealtime } from '@lms/sdk/web';
import { getLiveView, type LiveProgressEvent, type LiveRow, type LiveView } from '../../calls/reportCalls.ts';
import { useCallQuery } from '../serverData.ts';
import { withRow } from './liveRows.ts';

export type LiveViewState =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'loaded'; view: LiveView; rows: readonly LiveRow[]; serverOffsetMs: number };

/**
 * The live view of one assessment: read over HTTP, then kept current by the
 * `assessment:progress` events of the course's professors' room. Each
 * student's latest news (including what came while the view was read) is laid
 * over the rows read, unless older than them; after a lost connection it reads
 * everything again.
 */
export function useLiveView(courseId: string, componentId: string): { live: LiveViewState; connected: boolean } {
  const read = useCallQuery(getLiveView, { params: { courseId, componentId } });
  // One row per student at most: the newest event heard for them.
  const [news, setNews] = useState<readonly LiveRow[]>([]);
  const view = read.data;
  const rows = useMemo(() => (view ? news.reduce<readonly LiveRow[]>((all, row) => withRow(all, row), view.students) : []), [view, news]);
  // The server's clock, as of the answer's arrival (a new read sets it again).
  const serverOffsetMs = useMemo(() => (view ? Date.parse(view.now) - Date.now() : 0), [view]);

  const onEvent = (event: string, payload: unknown) => {
    const progress = payload as LiveProgressEvent;
    if (event !== 'progress' || progress.course_id !== courseId || progress.component_id !== componentId) return;
    setNews((heard) => withRow(heard, progress.student));
  };

  const channel = useRealtime({ plugin: 'assessment', join: { event: 'join_professors', payload: { courseId } }, onEvent, onReconnect: () => void read.refetch() });
  let live: LiveViewState = { state: 'loading' };
  if (read.error) live = { state: 'failed', message: read.error.message };
  else if (view) live = { state: 'loaded', view, rows, serverOffsetMs };
  return { live, connected: channel.connected };
}
