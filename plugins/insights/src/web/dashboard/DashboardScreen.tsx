import { useState } from 'react';
import { pageClass, routePath, useAppNavigate, type ScreenProps } from '@lms/sdk/web';
import { putAverage } from '../../calls/dashboardCalls.ts';
import { AverageModal } from './AverageModal.tsx';
import { EngagementModal } from './EngagementModal.tsx';
import { InsightsModal } from './InsightsModal.tsx';
import { LearningGauge } from './LearningGauge.tsx';
import { loadFailureMessage } from './loadFailure.ts';
import { useCallQuery } from './serverData.ts';
import './dashboard.css';

type DashboardModal = 'average' | 'engagement' | null;

/**
 * /{courseId}/dashboard (part 3 "Instructor dashboard"), with its modals at
 * /dashboard/average and /dashboard/engagement: the learning gauge, then
 * room C's summary tiles, message box and quiz calendar.
 */
export function Dashboard({ courseId, modal }: { courseId: string; modal: DashboardModal }) {
  const navigate = useAppNavigate();
  const [allowRollup, setAllowRollup] = useState(true);
  const [insightsOpen, setInsightsOpen] = useState(false);
  const average = useCallQuery(putAverage, { params: { courseId }, body: { allow_rollup: allowRollup } }, { keepPreviousAnswer: true });
  const close = () => navigate(routePath('dashboard', { courseId }));

  let gauge;
  if (average.isPending) gauge = <p role="status">Loading the dashboard…</p>;
  else if (average.error && !average.data) gauge = <p role="alert">{loadFailureMessage(average.error)}</p>;
  else gauge = <LearningGauge courseId={courseId} answer={average.data!} onInsights={() => setInsightsOpen(true)} />;

  return (
    <main className={`${pageClass('wide')} ins-dashboard`} aria-labelledby="ins-dashboard-title">
      <h1 id="ins-dashboard-title">Dashboard</h1>
      <label className="ins-rollup">
        <input type="checkbox" checked={allowRollup} onChange={(event) => setAllowRollup(event.target.checked)} /> Weight scores by rollup groups
      </label>
      {gauge}
      {/* ROOM C (ins-tiles) REGION: <SummaryTiles courseId={courseId} />, <MessageBox courseId={courseId} />, <QuizCalendar courseId={courseId} /> go here, in this order (imports from '../tiles/...'). */}
      {average.data && modal === 'average' ? <AverageModal courseId={courseId} answer={average.data} allowRollup={allowRollup} onClose={close} /> : null}
      {average.data && modal === 'engagement' ? <EngagementModal answer={average.data} onClose={close} /> : null}
      {average.data && insightsOpen ? <InsightsModal answer={average.data} onClose={() => setInsightsOpen(false)} /> : null}
    </main>
  );
}

export default function DashboardScreen({ params }: ScreenProps<'dashboard'>) {
  return <Dashboard courseId={params.courseId} modal={null} />;
}

export function DashboardAverageScreen({ params }: ScreenProps<'dashboard.average'>) {
  return <Dashboard courseId={params.courseId} modal="average" />;
}

export function DashboardEngagementScreen({ params }: ScreenProps<'dashboard.engagement'>) {
  return <Dashboard courseId={params.courseId} modal="engagement" />;
}
