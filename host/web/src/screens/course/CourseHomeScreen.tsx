import { useQuery } from '@tanstack/react-query';
import { useCourseMode, type ScreenProps } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { CourseLoadFailure } from '../../course/CourseLoadFailure.tsx';
import { CourseProgressSummary } from '../../course/CourseProgressSummary.tsx';
import { courseQueries } from '../../course/courseQueries.ts';
import { ModeBadge } from '../../course/ModeBadge.tsx';
import { visibleLessons } from '../../course/pageSequence.ts';
import { useAuditTrail } from '../../course/useAuditTrail.ts';
import { useDocumentTitle } from '../../theme/useDocumentTitle.ts';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { CourseEditControls } from '../authoring/CourseEditControls.tsx';
import { LastActivityLink } from './LastActivityLink.tsx';
import { LessonCard } from './LessonCard.tsx';
import '../screens.css';
import './courseHome.css';

/** /{courseId} (and /edit): the course's lessons in order, each with its pages, and the way back to the last visited page. */
export function CourseHomeScreen({ params }: ScreenProps<'course' | 'course.edit'>) {
  const courseId = params.courseId;
  const { api } = useShell();
  const mode = useCourseMode();
  const student = mode === 'student';
  const outline = useQuery(courseQueries.outline(api, courseId, student));
  useDocumentTitle(outline.data?.title);
  useAuditTrail(outline.isSuccess ? { type: 'course_home_visit', course: courseId } : undefined);

  if (outline.isPending) return <LoadingState label="Loading the course…" />;
  if (outline.isError) {
    return <CourseLoadFailure error={outline.error} courseId={courseId} level="course" title="Course unavailable" onRetry={() => void outline.refetch()} />;
  }
  const course = outline.data;
  const lessons = visibleLessons(course, student);
  return (
    <div className="screen">
      <div className="screen-heading">
        <h1>{course.title}</h1>
        <ModeBadge mode={mode} />
      </div>
      {course.subtitle && <p className="screen-subtitle">{course.subtitle}</p>}
      <LastActivityLink courseId={courseId} mode={mode} />
      {/* Part 1 §7 dashboard data: only a course the caller takes as a student has an entry (issue 21 item 7). */}
      {mode !== 'edit' && (
        <div className="course-home-progress">
          <CourseProgressSummary courseId={courseId} headingLevel={2} />
        </div>
      )}
      {/* In Author Mode the collection editor is the list (its rows open each lesson's editor). */}
      {mode === 'edit' ? (
        <CourseEditControls courseId={courseId} />
      ) : lessons.length === 0 ? (
        <p className="empty-state">This course has no lessons yet.</p>
      ) : (
        <ol className="lesson-list">
          {lessons.map((lesson, index) => (
            <LessonCard key={lesson._id} courseId={courseId} lesson={lesson} mode={mode} number={course.enable_numbering ? String(index + 1) : undefined} />
          ))}
        </ol>
      )}
    </div>
  );
}
