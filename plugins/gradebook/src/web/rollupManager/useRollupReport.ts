import { useState } from 'react';
import { useApi } from '@lms/sdk/web';
import { getGradebook } from '../../calls/gradebookCalls.ts';
import { useReadQuery } from '../shared/serverData.ts';
import { readRollupReport, type RollupReport } from './rollupReport.ts';

export type RollupReportState =
  | { status: 'idle' }
  | { status: 'loading'; loaded: number; total: number | null }
  | { status: 'done'; report: RollupReport }
  | { status: 'failed' };

type Progress = { loaded: number; total: number | null };

const LEFT = 'The screen was left.';

/**
 * The rollup report of a course, read on `load()` in batches of 100 students
 * with its progress, as one kit query (forgotten when the screen is left:
 * leaving stops the batches still to read).
 */
export function useRollupReport(courseId: string): { state: RollupReportState; load(): void } {
  const api = useApi();
  const [asked, setAsked] = useState(false);
  const [progress, setProgress] = useState<Progress>({ loaded: 0, total: null });
  const report = useReadQuery(
    'rollupReport',
    { courseId },
    (signal) => {
      const readPage = (offset: number, limit: number) =>
        signal.aborted ? Promise.reject(new Error(LEFT)) : api.call(getGradebook, { params: { courseId }, query: { offset, limit } });
      return readRollupReport(readPage, (loaded, total) => {
        if (!signal.aborted) setProgress({ loaded, total });
      });
    },
    { enabled: asked, staleTime: Infinity, forgetWhenUnused: true },
  );
  const load = () => {
    setProgress({ loaded: 0, total: null });
    if (asked) void report.refetch();
    else setAsked(true);
  };
  let state: RollupReportState;
  if (!asked) state = { status: 'idle' };
  else if (report.isFetching || report.isPending) state = { status: 'loading', ...progress };
  else if (report.isError) state = { status: 'failed' };
  else state = { status: 'done', report: report.data };
  return { state, load };
}
