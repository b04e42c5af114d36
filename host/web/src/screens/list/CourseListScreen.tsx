import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useShell } from '../../app/ShellContext.ts';
import { courseQueries } from '../../course/courseQueries.ts';
import { useDocumentTitle } from '../../theme/useDocumentTitle.ts';
import { LoadError } from '../../ui/LoadError.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { CourseCards } from './CourseCards.tsx';
import type { CourseListEntry } from '@lms/sdk/web';
import '../screens.css';

interface CourseListScreenProps {
  title: string;
  /** Which of the user's courses (GET courses/) this list shows. */
  select(courses: readonly CourseListEntry[]): CourseListEntry[];
  /** What an empty list says (and offers). */
  empty: ReactNode;
  /** Where each card leads (default: the course home). */
  hrefOf?(course: CourseListEntry): string;
  /** Beside the heading (New course), given every course of the user. */
  actions?(courses: readonly CourseListEntry[]): ReactNode;
  /** Below the list (the archived courses), given every course of the user. */
  after?(courses: readonly CourseListEntry[]): ReactNode;
}

/** A list of the user's courses: /list, /courses and the redesign lists share it. */
export function CourseListScreen({ title, select, empty, hrefOf, actions, after }: CourseListScreenProps) {
  useDocumentTitle(title);
  const { api } = useShell();
  const courses = useQuery(courseQueries.myCourses(api));
  if (courses.isPending) return <LoadingState label="Loading your courses…" />;
  if (courses.isError) return <LoadError error={courses.error} title={title} />;
  const shown = select(courses.data);
  return (
    <div className="screen">
      <div className="screen-heading">
        <h1>{title}</h1>
        {actions?.(courses.data)}
      </div>
      {shown.length === 0 ? <div className="empty-state">{empty}</div> : <CourseCards courses={shown} hrefOf={hrefOf} />}
      {after?.(courses.data)}
    </div>
  );
}
