import { useQuery } from '@tanstack/react-query';
import type { ScreenProps } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { courseLoadMessages } from '../../course/courseLoadMessages.ts';
import { useDocumentTitle } from '../../theme/useDocumentTitle.ts';
import { LoadError } from '../../ui/LoadError.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { authoringQueries } from '../authoring/authoringQueries.ts';
import { CourseSettingsForm } from './CourseSettingsForm.tsx';
import { CourseArchiveSection } from './CourseArchiveSection.tsx';
import { useCourseRights } from '../../course/useCourseRights.ts';
import '../screens.css';
import './courseSettings.css';

/** /{courseId}/course_settings: every setting of the course (part 2 §3 Course). */
export function CourseSettingsScreen({ params }: ScreenProps<'course_settings'>) {
  const courseId = params.courseId;
  const { api } = useShell();
  const settings = useQuery(authoringQueries.courseSettings(api, courseId));
  const { rights } = useCourseRights(courseId);
  useDocumentTitle('Course settings');
  if (settings.isPending) return <LoadingState label="Loading the course settings…" />;
  if (settings.isError) return <LoadError error={settings.error} title="Course settings unavailable" messages={courseLoadMessages('course')} />;
  return (
    <div className="screen">
      <h1>Course settings</h1>
      <p className="screen-subtitle">{settings.data.title}</p>
      <CourseSettingsForm courseId={courseId} settings={settings.data} />
      {rights.edit && <CourseArchiveSection courseId={courseId} archived={settings.data.archived === true} />}
    </div>
  );
}
