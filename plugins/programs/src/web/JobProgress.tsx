import { useEffect } from 'react';
import { getProgramJob } from '../calls/syncCalls.ts';
import { useCallQuery } from './serverData.ts';

/** A program job's progress (a sync, a duplicate), read again every second until it ends. */
export function JobProgress({ jobId, label, unit, onEnd }: { jobId: string; label: string; unit: string; onEnd(status: 'done' | 'failed', message: string): void }) {
  const job = useCallQuery(getProgramJob, { params: { jobId } }, { refetchInterval: (answer) => (answer && ['done', 'failed'].includes(answer.job.status) ? false : 1000) });
  const status = job.data?.job.status;
  useEffect(() => {
    if (job.data && (status === 'done' || status === 'failed')) onEnd(status, job.data.job.message ?? '');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);
  if (!job.data) return <p role="status">Starting the {label.toLowerCase()}…</p>;
  const { done, total } = job.data.job;
  return (
    <p role="status">
      {label} {status}: {done} of {total} {unit}
    </p>
  );
}
