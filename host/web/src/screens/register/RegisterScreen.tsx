import type { ScreenProps } from '@lms/sdk/web';
import { isObjectId } from '../../router/courseId.ts';
import { EntryScreen } from '../login/EntryScreen.tsx';
import { PreviewLessonsLink } from '../previewLessons/PreviewLessonsLink.tsx';

/**
 * /register and /register/{id} (part 1 §2): the login card opened on its
 * register face, with the route's course as the default course. A logged-in
 * user goes to /signup/{id} to join that course, otherwise to the course list.
 * A course with preview lessons gets a link to them (issue 26 item 7).
 */
export function RegisterScreen({ params }: ScreenProps<'register' | 'register.course'>) {
  const courseId = 'courseId' in params ? params.courseId : undefined;
  return (
    <>
      <EntryScreen
        initialFace="register"
        routeCourse={isObjectId(courseId) ? courseId : undefined}
        whenSignedIn={() => (courseId ? `/signup/${encodeURIComponent(courseId)}` : '/list')}
      />
      {isObjectId(courseId) && <PreviewLessonsLink courseId={courseId} />}
    </>
  );
}
