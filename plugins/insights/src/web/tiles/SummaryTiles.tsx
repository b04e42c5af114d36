import { useState } from 'react';
import { getCourseHome } from '@lms/sdk/calls';
import { getAlerts } from '../../calls/alertCalls.ts';
import { getBoardStats, getLoggedInStats, getNotesStats, getSubmissionStats, type SummaryTile } from '../../calls/tileCalls.ts';
import { trendOf } from '../../rules/trend.ts';
import { AlertsModal } from './AlertsModal.tsx';
import { SummaryTileButton } from './SummaryTileButton.tsx';
import { DiscussionsModal, LoggedInModal, NotesModal, PopularPagesModal, SubmissionsModal } from './TileModals.tsx';
import { failureText, useCallQuery } from './tileData.ts';
import { currentLessons } from './tileWords.ts';
import './tiles.css';

type OpenModal = 'submissions' | 'notes' | 'loggedin' | 'popular' | 'discussions' | 'alerts' | null;

/** Alerts read from room D's call: since the course's open date, this alert week against the one before. */
function alertsTile(alerts: readonly { user: string }[], prior: number, students: number, minutes: Pick<SummaryTile, 'mins' | 'priormins'>): SummaryTile {
  const flagged = new Set(alerts.map((alert) => alert.user)).size;
  return { count: alerts.length, prior, trend: trendOf(alerts.length, prior), percent: students === 0 ? 0 : Math.round((flagged * 100) / students), mins: minutes.mins, priormins: minutes.priormins };
}

/**
 * The instructor dashboard's summary tiles (part 3 "Screen content"): each
 * shows this week's count against the week before with its trend, the share
 * of students and the class's minutes, and opens its modal. Notes and
 * discussions compare the lesson the class worked in most this week with the
 * lesson before it.
 */
export function SummaryTiles({ courseId }: { courseId: string }) {
  const [open, setOpen] = useState<OpenModal>(null);
  const loggedIn = useCallQuery(getLoggedInStats, { params: { courseId, place: 'course' } });
  const lessons = loggedIn.data ? currentLessons(loggedIn.data.lesson_times) : null;
  const lessonParams = { courseId, lessonId: lessons?.lessonId ?? '', priorLessonId: lessons?.priorLessonId ?? '' };
  const notes = useCallQuery(getNotesStats, { params: lessonParams }, { enabled: lessons !== null });
  const boards = useCallQuery(getBoardStats, { params: lessonParams }, { enabled: lessons !== null });
  const submissions = useCallQuery(getSubmissionStats, { params: { courseId } });
  const course = useCallQuery(getCourseHome, { params: { courseId } });
  const openDate = course.data ? (course.data.startDate ?? '1970-01-01').slice(0, 10) : '';
  const alerts = useCallQuery(getAlerts, { params: { courseId, openDate, place: 'course' } }, { enabled: openDate !== '' });
  const close = () => setOpen(null);
  const lessonName = (id: string | undefined) => loggedIn.data?.lesson_times.find((lesson) => lesson.lesson_id === id)?.lessonName ?? '';

  return (
    <section className="insights-summary" aria-labelledby="insights-summary-heading">
      <h2 id="insights-summary-heading">This week</h2>
      {loggedIn.isError && (
        <p role="status" className="insights-summary__info">
          {failureText(loggedIn.error)}
        </p>
      )}
      {(loggedIn.isPending || submissions.isPending) && !loggedIn.isError && <p role="status">Loading the summary…</p>}
      <ul className="insights-tiles">
        {submissions.data && <SummaryTileButton title="Submissions" unit="submissions" tile={submissions.data.tile} onOpen={() => setOpen('submissions')} />}
        {notes.data && <SummaryTileButton title="Notes" unit="notes" tile={notes.data.tile} extra={`${notes.data.per_student} per student`} onOpen={() => setOpen('notes')} />}
        {loggedIn.data && <SummaryTileButton title="Logged in" unit="students" tile={loggedIn.data.trenddict} onOpen={() => setOpen('loggedin')} />}
        {loggedIn.data && <SummaryTileButton title="Minutes per student" unit="min" tile={loggedIn.data.trendmindict} extra="Popular pages" onOpen={() => setOpen('popular')} />}
        {alerts.data && loggedIn.data && (
          <SummaryTileButton
            title="Alerts"
            unit="alerts"
            tile={alertsTile(alerts.data.alerts, alerts.data.prioralerts.length, loggedIn.data.student_times.length, loggedIn.data.trenddict)}
            onOpen={() => setOpen('alerts')}
          />
        )}
        {boards.data && <SummaryTileButton title="Discussions" unit="posts" tile={boards.data.tile} extra={`${boards.data.per_student} per student`} onOpen={() => setOpen('discussions')} />}
      </ul>
      {submissions.isError && <p role="status">{failureText(submissions.error)}</p>}
      {open === 'submissions' && submissions.data && <SubmissionsModal stats={submissions.data} onClose={close} />}
      {open === 'notes' && notes.data && <NotesModal stats={notes.data} onClose={close} />}
      {open === 'loggedin' && loggedIn.data && <LoggedInModal stats={loggedIn.data} onClose={close} />}
      {open === 'popular' && loggedIn.data && <PopularPagesModal stats={loggedIn.data} onClose={close} />}
      {open === 'alerts' && alerts.data && <AlertsModal alerts={alerts.data.alerts} prioralerts={alerts.data.prioralerts} courseId={courseId} onClose={close} />}
      {open === 'discussions' && boards.data && <DiscussionsModal stats={boards.data} lessonNames={{ lesson: lessonName(lessons?.lessonId), prior: lessonName(lessons?.priorLessonId) }} onClose={close} />}
    </section>
  );
}
