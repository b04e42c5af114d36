import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { CourseProgress } from '@lms/sdk/calls';
import { useShell } from '../app/ShellContext.ts';
import { courseQueries } from './courseQueries.ts';
import './courseProgress.css';

const DUE = new Intl.DateTimeFormat(undefined, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** `n of m pages visited`; the bar beside it repeats the text for the eye only. */
function Measure({ done, of, noun, verb }: { done: number; of: number; noun: string; verb: string }) {
  const percent = of === 0 ? 0 : Math.round((done / of) * 100);
  return (
    <li className="course-progress__measure">
      <span>
        {done} of {of} {noun} {verb}
      </span>
      <span className="course-progress__bar" aria-hidden="true">
        <span className="course-progress__fill" style={{ width: `${percent}%` }} />
      </span>
    </li>
  );
}

/** Part 1 §7 `GET dashboard/` for one course: pages visited, activities done, the current score where the student may see it, what is due next (issue 21 item 7). */
export function CourseProgressView({ progress, headingLevel = 3, courseTitle }: { progress: CourseProgress; headingLevel?: 2 | 3; courseTitle?: string }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const due = progress.due_next;
  const headingId = `course-progress-${progress.course_id}`;
  return (
    // On a list of cards each region names its course (landmarks of one page have distinct names).
    <section className="course-progress" {...(courseTitle ? { 'aria-label': `Your progress in ${courseTitle}` } : { 'aria-labelledby': headingId })}>
      <Heading id={headingId} className="course-progress__heading">
        Your progress
      </Heading>
      <ul className="course-progress__measures">
        <Measure done={progress.pages_visited} of={progress.pages} noun={progress.pages === 1 ? 'page' : 'pages'} verb="visited" />
        {progress.activities > 0 && <Measure done={progress.activities_done} of={progress.activities} noun={progress.activities === 1 ? 'activity' : 'activities'} verb="done" />}
      </ul>
      {progress.score !== null && <p className="course-progress__score">Current score: {progress.score}%</p>}
      <p className="course-progress__due">
        {due ? (
          <>
            Due next: <Link to={due.link}>{due.title}</Link>, <time dateTime={due.due_date}>{DUE.format(new Date(due.due_date))}</time>
          </>
        ) : (
          'Nothing due next.'
        )}
      </p>
    </section>
  );
}

/** The caller's progress in one course, when they take it as a student (nothing otherwise, or while it loads or fails: the card or home stands without it). */
export function CourseProgressSummary({ courseId, headingLevel, courseTitle }: { courseId: string; headingLevel?: 2 | 3; courseTitle?: string }) {
  const { api } = useShell();
  const dashboard = useQuery(courseQueries.dashboard(api));
  const progress = dashboard.data?.find((course) => course.course_id === courseId);
  return progress ? <CourseProgressView progress={progress} headingLevel={headingLevel} courseTitle={courseTitle} /> : null;
}
