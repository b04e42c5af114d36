import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useCourseMode, type ScreenProps } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { courseLoadMessages } from '../../course/courseLoadMessages.ts';
import { courseQueries } from '../../course/courseQueries.ts';
import { lessonPath, pagePath } from '../../course/contentPaths.ts';
import { DraftBadge } from '../../course/DraftBadge.tsx';
import { visibleLessons } from '../../course/pageSequence.ts';
import { useDocumentTitle } from '../../theme/useDocumentTitle.ts';
import { LoadError } from '../../ui/LoadError.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { ModeBadge } from '../../course/ModeBadge.tsx';
import '../screens.css';
import './courseHome.css';

/** /{courseId} (and /edit): the course's lessons in order, each with its pages. */
export function CourseHomeScreen({ params }: ScreenProps) {
  const courseId = params.courseId!;
  const { api } = useShell();
  const mode = useCourseMode();
  const outline = useQuery(courseQueries.outline(api, courseId));
  useDocumentTitle(outline.data?.title);

  if (outline.isPending) return <LoadingState label="Loading the course…" />;
  if (outline.isError) return <LoadError error={outline.error} title="Course unavailable" messages={courseLoadMessages('course')} />;
  const course = outline.data;
  const lessons = visibleLessons(course, mode === 'student');
  return (
    <div className="screen">
      <div className="screen-heading">
        <h1>{course.title}</h1>
        <ModeBadge mode={mode} />
      </div>
      {course.subtitle && <p className="screen-subtitle">{course.subtitle}</p>}
      {lessons.length === 0 ? (
        <p className="empty-state">This course has no lessons yet.</p>
      ) : (
        <ol className="lesson-list">
          {lessons.map((lesson) => (
            <li key={lesson._id} className="lesson-card">
              <h2 className="lesson-card__title">
                <Link to={lessonPath(courseId, lesson._id, mode)}>{lesson.title}</Link>
                {lesson.draft && <DraftBadge />}
              </h2>
              {lesson.subtitle && <p className="lesson-card__subtitle">{lesson.subtitle}</p>}
              {lesson.pages.length > 0 && (
                <ol className="page-list">
                  {lesson.pages.map((page) => (
                    <li key={page._id}>
                      <Link to={pagePath(courseId, lesson._id, page._id, mode)}>{page.title}</Link>
                      {page.draft && <DraftBadge />}
                    </li>
                  ))}
                </ol>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
