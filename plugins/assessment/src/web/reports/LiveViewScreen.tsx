import { pageClass, type ScreenProps } from '@lms/sdk/web';
import { LiveCounts } from './LiveCounts.tsx';
import { LiveViewTable } from './LiveViewTable.tsx';
import { reportTarget } from './reportTarget.ts';
import { useLiveView } from './useLiveView.ts';
import './reports.css';

/**
 * The live view of an assessment (part 2 §2 …/{activityId}/liveview?quizName,
 * part 3 …/assessment-deep-dive/{assessmentId}/live-progress): who is in, how
 * far along, how long they have left, their scores, updated as they work.
 */
export default function LiveViewScreen({ params }: ScreenProps<'liveview' | 'assessment_deep_dive.live_progress'>) {
  const target = reportTarget(params);
  const { live, connected } = useLiveView(target.courseId, target.componentId);
  const title = target.quizName ?? (live.state === 'loaded' ? live.view.title : 'Live view');
  return (
    <div className={`${pageClass('wide')} lms-report`}>
      <h1>{title}</h1>
      <p className="lms-report-subtitle">Live progress</p>
      {live.state === 'loading' && <p role="status">Loading the students' progress…</p>}
      {live.state === 'failed' && (
        <p role="alert" className="lms-report-error">
          {live.message}
        </p>
      )}
      {live.state === 'loaded' && (
        <>
          <p role="status" className="lms-report-live">
            {connected ? 'Updates live as students work.' : 'Live updates paused: reconnecting…'}
          </p>
          <LiveCounts rows={live.rows} />
          <LiveViewTable rows={live.rows} totalItems={live.view.total_items} serverOffsetMs={live.serverOffsetMs} />
        </>
      )}
    </div>
  );
}
