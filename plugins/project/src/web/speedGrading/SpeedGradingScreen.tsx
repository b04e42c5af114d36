import { useCallback, useId, useState } from 'react';
import { pageClass, AppLink, Button, routePath, useAppNavigate, useNotify, type ScreenProps } from '@lms/sdk/web';
import { getGradingQueue, getGradingSubmission, type GradingQueue } from '../../calls/speedGradingCalls.ts';
import { firstToGrade, nextUngraded, queuePlace } from './gradingQueueOrder.ts';
import { GradingWorkspace } from './GradingWorkspace.tsx';
import { isNoSubmissions, NO_SUBMISSIONS } from './noSubmissions.ts';
import { useCallCache, useCallQuery } from './serverData.ts';
import { useSpeedGradingLive } from './useSpeedGradingLive.ts';
import './speedGrading.css';

/** How long a read submission counts as fresh: saves of others arrive live, and a stale one is refused (409) on save. */
const SUBMISSION_FRESH_MS = 30_000;

type Params = ScreenProps<'speed_grading' | 'speed_grading.student'>['params'];

/**
 * Part 2 §2 Speed grading, /speed-grading/{courseId}/{lessonId}/{pageId}/{componentId}[/{studentId}]:
 * the component's submitted and graded projects one student at a time, with
 * previous/next, the grading panel, and exit back to the project page.
 */
export default function SpeedGradingScreen({ params }: ScreenProps<'speed_grading' | 'speed_grading.student'>) {
  const { courseId, componentId } = params;
  const queue = useCallQuery(getGradingQueue, { params: { courseId, componentId } });
  useSpeedGradingLive(courseId, componentId);
  const exit = <AppLink to={routePath('page', { courseId, lessonId: params.lessonId, pageId: params.pageId })}>Exit speed grading</AppLink>;

  if (queue.isPending) return <main className={`${pageClass('full')} lms-sg`}><p role="status">Loading…</p></main>;
  if (queue.error || queue.data.entries.length === 0) {
    return (
      <main className={`${pageClass('full')} lms-sg`}>
        <h1>Speed grading</h1>
        <p role="alert">{!queue.error || isNoSubmissions(queue.error) ? NO_SUBMISSIONS : queue.error.message}</p>
        {exit}
      </main>
    );
  }
  const requested = 'studentId' in params ? params.studentId : undefined;
  const studentId = requested ?? firstToGrade(queue.data.entries)?.student_id ?? '';
  return <StudentGrader params={params} queue={queue.data} studentId={studentId} />;
}

function StudentGrader({ params, queue, studentId }: { params: Params; queue: GradingQueue; studentId: string }) {
  const { courseId, lessonId, pageId, componentId } = params;
  const navigate = useAppNavigate();
  const notify = useNotify();
  const cache = useCallCache();
  const panelId = useId();
  const [panelOpen, setPanelOpen] = useState(true);
  const place = queuePlace(queue.entries, studentId);
  const submission = useCallQuery(getGradingSubmission, { params: { courseId, componentId, studentId } }, { staleTime: SUBMISSION_FRESH_MS });
  // Read the next students before the grader asks for them (part 2 §4): the one after, and the next ungraded that a save moves to.
  const following = place?.next?.student_id;
  const ungraded = nextUngraded(queue.entries, studentId)?.student_id;
  useCallQuery(getGradingSubmission, { params: { courseId, componentId, studentId: following ?? studentId } }, { enabled: following !== undefined, staleTime: SUBMISSION_FRESH_MS });
  useCallQuery(getGradingSubmission, { params: { courseId, componentId, studentId: ungraded ?? studentId } }, { enabled: ungraded !== undefined && ungraded !== following, staleTime: SUBMISSION_FRESH_MS });

  const studentPath = useCallback((id: string) => routePath('speed_grading.student', { courseId, lessonId, pageId, componentId, studentId: id }), [courseId, lessonId, pageId, componentId]);
  const exitPath = routePath('page', { courseId, lessonId, pageId });

  const onSaved = useCallback(
    () => {
      const entries = queue.entries.map((entry) => (entry.student_id === studentId ? { ...entry, graded: true } : entry));
      cache.set(getGradingQueue, { params: { courseId, componentId } }, (current) => current && { ...current, entries });
      const next = nextUngraded(entries, studentId);
      if (next) navigate(studentPath(next.student_id));
      else notify({ type: 'info', message: 'Every submission is graded.', timeout: 2000 });
    },
    [queue.entries, studentId, cache, courseId, componentId, navigate, studentPath, notify],
  );

  return (
    <main className={`${pageClass('full')} lms-sg`}>
      <header className="lms-sg__bar">
        <h1 className="lms-sg__title">Speed grading: {queue.component_title}</h1>
        <nav aria-label="Students" className="lms-sg__nav">
          <Button small variant="secondary" disabled={!place?.previous} onClick={() => place?.previous && navigate(studentPath(place.previous.student_id))}>
            Previous student
          </Button>
          <span className="lms-sg__position">{place ? `${place.index + 1} of ${queue.entries.length}: ${queue.entries[place.index]?.name ?? ''}` : ''}</span>
          <Button small variant="secondary" disabled={!place?.next} onClick={() => place?.next && navigate(studentPath(place.next.student_id))}>
            Next student
          </Button>
        </nav>
        <div className="lms-sg__exits">
          <Button small variant="quiet" aria-expanded={panelOpen} aria-controls={panelId} onClick={() => setPanelOpen((open) => !open)}>
            {panelOpen ? 'Close grading panel' : 'Open grading panel'}
          </Button>
          <Button small variant="secondary" onClick={() => navigate(exitPath)}>
            Exit
          </Button>
        </div>
      </header>
      {submission.isPending ? (
        <p role="status">Loading…</p>
      ) : submission.error ? (
        <p role="alert">{isNoSubmissions(submission.error) ? NO_SUBMISSIONS : submission.error.message}</p>
      ) : submission.data.student_id !== studentId ? null : (
        <GradingWorkspace
          key={studentId}
          target={{ courseId, componentId, queue, submission: submission.data }}
          onSaved={onSaved}
          panelOpen={panelOpen}
          panelId={panelId}
        />
      )}
    </main>
  );
}
