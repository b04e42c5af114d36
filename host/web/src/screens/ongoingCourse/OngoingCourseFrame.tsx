import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { routePath, type RouteName } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { courseLoadMessages } from '../../course/courseLoadMessages.ts';
import { courseQueries } from '../../course/courseQueries.ts';
import { useCourseRights } from '../../course/useCourseRights.ts';
import { useScreens } from '../../router/useScreens.ts';
import { useDocumentTitle } from '../../theme/useDocumentTitle.ts';
import { LoadError } from '../../ui/LoadError.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { LTI_SETUP_SCREEN } from './delegatedScreens.ts';
import { NotFoundScreen } from '../notFound/NotFoundScreen.tsx';
import '../screens.css';
import './ongoingCourse.css';

export type OngoingCourseSection = 'overview' | 'students' | 'lms';

interface OngoingCourseFrameProps {
  courseId: string;
  section: OngoingCourseSection;
  /** The section's name, for the browser tab. */
  sectionTitle: string;
  children: ReactNode;
}

/** The not-found screen's own title: this frame's title effect runs after the screen's and must not replace it. */
const NOT_FOUND_TITLE = 'Page not found';

const SECTION_ROUTES: Record<OngoingCourseSection, RouteName> = {
  overview: 'ongoing_courses.course',
  students: 'ongoing_courses.students',
  lms: 'ongoing_courses.lms',
};

const SECTIONS: readonly [OngoingCourseSection, string][] = [
  ['overview', 'Overview'],
  ['students', 'Students'],
  ['lms', 'LMS'],
];

/**
 * The redesign's frame of one ongoing course (part 1 §2), for its instructors
 * and assistants: its title and the links between its sections. LMS shows only
 * when an LTI setup screen is installed, Course settings only to those who may
 * edit them. Anyone else gets the not-found screen before any course call, since
 * a refused read would end the session (session/globalErrorRule.ts).
 */
export function OngoingCourseFrame({ courseId, section, sectionTitle, children }: OngoingCourseFrameProps) {
  const { api } = useShell();
  const { hasScreen } = useScreens();
  const { rights, known } = useCourseRights(courseId);
  const course = useQuery({ ...courseQueries.outline(api, courseId), enabled: rights.professor });
  const refused = known && !rights.professor;
  useDocumentTitle(refused ? NOT_FOUND_TITLE : course.data ? `${sectionTitle} · ${course.data.title}` : sectionTitle);

  if (!known) return <LoadingState label="Loading the course…" />;
  if (refused) return <NotFoundScreen />;
  if (course.isPending) return <LoadingState label="Loading the course…" />;
  if (course.isError) return <LoadError error={course.error} title={sectionTitle} messages={courseLoadMessages('course')} />;

  const sections = SECTIONS.filter(([name]) => name !== 'lms' || hasScreen(LTI_SETUP_SCREEN));
  return (
    <div className="screen">
      <p className="ongoing-course__back">
        <Link to={routePath('ongoing_courses')}>Ongoing Courses</Link>
      </p>
      <h1>{course.data.title}</h1>
      {course.data.subtitle && <p className="screen-subtitle">{course.data.subtitle}</p>}
      <nav className="ongoing-course__tabs" aria-label="Course sections">
        <ul>
          {sections.map(([name, label]) => (
            <li key={name}>
              <Link to={routePath(SECTION_ROUTES[name], { courseId })} aria-current={name === section ? 'page' : undefined}>
                {label}
              </Link>
            </li>
          ))}
          <li>
            <Link to={routePath('course', { courseId })}>Course home</Link>
          </li>
          {rights.edit && (
            <li>
              <Link to={routePath('course_settings', { courseId })}>Course settings</Link>
            </li>
          )}
        </ul>
      </nav>
      {children}
    </div>
  );
}
