import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useCourseMode, type ScreenProps } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { Breadcrumbs } from '../../course/Breadcrumbs.tsx';
import { courseLoadMessages } from '../../course/courseLoadMessages.ts';
import { courseQueries } from '../../course/courseQueries.ts';
import { coursePath, pagePath } from '../../course/contentPaths.ts';
import { DraftBadge } from '../../course/DraftBadge.tsx';
import { ModeBadge } from '../../course/ModeBadge.tsx';
import { visibleLessons } from '../../course/pageSequence.ts';
import { useDocumentTitle } from '../../theme/useDocumentTitle.ts';
import { LoadError } from '../../ui/LoadError.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import '../screens.css';
import '../course/courseHome.css';

/** /{courseId}/{lessonId} (and /edit): the lesson's pages. */
export function LessonScreen({ params }: ScreenProps) {
  const courseId = params.courseId!;
  const lessonId = params.lessonId!;
  const { api } = useShell();
  const mode = useCourseMode();
  const outline = useQuery(courseQueries.outline(api, courseId));
  const lesson = outline.data && visibleLessons(outline.data, mode === 'student').find((candidate) => candidate._id === lessonId);
  useDocumentTitle(lesson?.title);

  if (outline.isPending) return <LoadingState label="Loading the lesson…" />;
  if (outline.isError) return <LoadError error={outline.error} title="Lesson unavailable" messages={courseLoadMessages('course')} />;
  if (!lesson) {
    return (
      <div className="screen screen--narrow screen-message">
        <h1>Lesson unavailable</h1>
        <p>{courseLoadMessages('lesson')['not-found']}</p>
        <Link className="button button--secondary" to={coursePath(courseId, mode)}>
          Back to the course
        </Link>
      </div>
    );
  }
  return (
    <div className="screen">
      <Breadcrumbs crumbs={[{ label: outline.data.title, to: coursePath(courseId, mode) }, { label: lesson.title }]} />
      <div className="screen-heading">
        <h1>{lesson.title}</h1>
        {lesson.draft && <DraftBadge />}
        <ModeBadge mode={mode} />
      </div>
      {lesson.subtitle && <p className="screen-subtitle">{lesson.subtitle}</p>}
      {lesson.pages.length === 0 ? (
        <p className="empty-state">This lesson has no pages yet.</p>
      ) : (
        <ol className="page-list page-list--card">
          {lesson.pages.map((page) => (
            <li key={page._id}>
              <Link to={pagePath(courseId, lessonId, page._id, mode)}>{page.title}</Link>
              {page.draft && <DraftBadge />}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
