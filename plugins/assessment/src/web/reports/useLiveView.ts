import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi, useRealtime } from '@lms/sdk/web';
import { getLiveView, type LiveProgressEvent, type LiveRow, type LiveView } from '../../calls/reportCalls.ts';
import { withRow } from './liveRows.ts';

export type LiveViewState =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'loaded'; view: LiveView; rows: readonly LiveRow[]; serverOffsetMs: number };

/**
 * The live view of one assessment: read over HTTP, then kept current by the
 * `assessment:progress` events of the course's professors' room. Events that
 * come while it loads are applied once it has loaded (when not older than what
 * it read); after a lost connection it reads everything again.
 */
export function useLiveView(courseId: string, componentId: string): { live: LiveViewState; connected: boolean } {
  const api = useApi();
  const [live, setLive] = useState<LiveViewState>({ state: 'loading' });
  // Events that come before (or while) the view is read.
  const early = useRef<LiveRow[]>([]);
  const reading = useRef(true);

  const load = useCallback(() => {
    let current = true;
    reading.current = true;
    api
      .call(getLiveView, { params: { courseId, componentId } })
      .then((view) => {
        if (!current) return;
        const rows = early.current.reduce<readonly LiveRow[]>((all, row) => withRow(all, row), view.students);
        early.current = [];
        reading.current = false;
        setLive({ state: 'loaded', view, rows, serverOffsetMs: Date.parse(view.now) - Date.now() });
      })
      .catch((error: Error) => {
        if (!current) return;
        early.current = [];
        reading.current = false;
        setLive({ state: 'failed', message: error.message });
      });
    return () => {
      current = false;
    };
  }, [api, courseId, componentId]);

  useEffect(load, [load]);

  const onEvent = (event: string, payload: unknown) => {
    const progress = payload as LiveProgressEvent;
    if (event !== 'progress' || progress.course_id !== courseId || progress.component_id !== componentId) return;
    if (reading.current) {
      early.current.push(progress.student);
      return;
    }
    setLive((current) => {
      if (current.state !== 'loaded') return current;
      const rows = withRow(current.rows, progress.student);
      return rows === current.rows ? current : { ...current, rows };
    });
  };

  const channel = useRealtime({ plugin: 'assessment', join: { event: 'join_professors', payload: { courseId } }, onEvent, onReconnect: load });
  return { live, connected: channel.connected };
}
