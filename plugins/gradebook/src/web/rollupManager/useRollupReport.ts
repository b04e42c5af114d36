import { useEffect, useRef, useState } from 'react';
import { useApi } from '@lms/sdk/web';
import { getGradebook } from '../../calls/gradebookCalls.ts';
import { readRollupReport, type RollupReport } from './rollupReport.ts';

export type RollupReportState =
  | { status: 'idle' }
  | { status: 'loading'; loaded: number; total: number | null }
  | { status: 'done'; report: RollupReport }
  | { status: 'failed' };

/** The rollup report of a course, read on `load()` in batches of 100 students with its progress; leaving the screen stops it. */
export function useRollupReport(courseId: string): { state: RollupReportState; load(): void } {
  const api = useApi();
  const [state, setState] = useState<RollupReportState>({ status: 'idle' });
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  const load = () => {
    setState({ status: 'loading', loaded: 0, total: null });
    const readPage = (offset: number, limit: number) => {
      if (!alive.current) return Promise.reject(new Error('The screen was left.'));
      return api.call(getGradebook, { params: { courseId }, query: { offset, limit } });
    };
    readRollupReport(readPage, (loaded, total) => {
      if (alive.current) setState({ status: 'loading', loaded, total });
    }).then(
      (report) => alive.current && setState({ status: 'done', report }),
      () => alive.current && setState({ status: 'failed' }),
    );
  };
  return { state, load };
}
