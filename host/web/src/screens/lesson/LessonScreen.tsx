import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useCourseMode, type ScreenProps } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { Breadcrumbs } from '../../course/Breadcrumbs.tsx';
import { CourseLoadFailure } from '../../course/CourseLoadFailure.tsx';
import { courseQueries } from '../../course/courseQueries.ts';
import { coursePath } from '../../course/contentPaths.ts';
import { lessonNumber, numberedTitle } from '../../course/contentNumbering.ts';
import { DraftBadge } from '../../course/DraftBadge.tsx';
import { ModeBadge } from '../../course/ModeBadge.tsx';
import { visibleLessons } from '../../course/pageSequence.ts';
import { useAuditTrail } from '../../course/useAuditTrail.ts';
import { useDocumentTitle } from '../../theme/useDocumentTitle.ts';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { LessonEditControls } from '../authoring/LessonEditControls.tsx';
import { PageLinks } from '../course/PageLinks.tsx';
import '../screens.css';
import '../course/courseHome.css';

/** Part 2 §8: a lesson that is not in the course (or hidden from the reader) sends them to the course root. */
export const LESSON_NOT_FOUND = 'This lesson could not be found.';

/** /{courseId}/{lessonId} (and /edit): the lesson's pages. */
export function LessonScreen({ params }: ScreenProps<'lesson' | 'lesson.edit'>) {
  const courseId = params.courseId;
  const lessonId = params.lessonId;
  const { api, notifications } = useShell();
  const navigate = useNavigate();
  const mode = useCourseMode();
  const student = mode === 'student';
  const outline = useQuery(courseQueries.outline(api, courseId, student));
  const lessons = outline.data ? visibleLessons(outline.data, student) : [];
  const lesson = lessons.find((candidate) => candidate._id === lessonId);
  const missing = outline.isSuccess && !lesson;
  useDocumentTitle(lesson?.title);
  useAuditTrail(lesson ? { type: 'lesson_home_visit', course: courseId, lesson: lessonId } : undefined);

  useEffect(() => {
    if (!missing) return;
    void (async () => {
      await navigate(coursePath(courseId, mode), { replace: true });
      notifications.show({ type: 'warning', message: LESSON_NOT_FOUND });
    })();
  }, [missing]);

  if (outline.isPending) return <LoadingState label="Loading the lesson…" />;
  if (outline.isError) {
    return <CourseLoadFailure error={outline.error} courseId={courseId} level="course" title="Lesson unavailable" onRetry={() => void outline.refetch()} />;
  }
  // The effect above is taking the reader to the course root.
  if (!lesson) return <LoadingState label="Opening the course…" />;
  const number = outline.data.enable_numbering ? lessonNumber(lessons, lessonId) : undefined;
  return (
    <div className="screen">
      <Breadcrumbs crumbs={[{ label: outline.data.title, to: coursePath(courseId, mode) }, { label: lesson.title }]} />
      <div className="screen-heading">
        <h1>{numberedTitle(lesson.title, number)}</h1>
        {lesson.draft && <DraftBadge />}
        <ModeBadge mode={mode} />
      </div>
      {lesson.subtitle && <p className="screen-subtitle">{lesson.subtitle}</p>}
      {/* In Author Mode the collection editor is the list (its rows open each page's editor). */}
      {mode === 'edit' ? (
        <LessonEditControls courseId={courseId} lessonId={lessonId} />
      ) : lesson.pages.length === 0 ? (
        <p className="empty-state">This lesson has no pages yet.</p>
      ) : (
        <PageLinks courseId={courseId} lesson={lesson} mode={mode} lessonNumber={number} className="page-list page-list--card" />
      )}
    </div>
  );
}
