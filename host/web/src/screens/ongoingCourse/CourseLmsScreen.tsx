import type { ScreenProps } from '@lms/sdk/web';
import { useScreens } from '../../router/useScreens.ts';
import { NotFoundScreen } from '../notFound/NotFoundScreen.tsx';
import { CourseIdGate } from './CourseIdGate.tsx';
import { LTI_SETUP_SCREEN } from './delegatedScreens.ts';
import { InstalledScreen } from './InstalledScreen.tsx';
import { OngoingCourseFrame } from './OngoingCourseFrame.tsx';

/**
 * /ongoing-courses/{courseId}/lms (redesign flag): the redesign's place for the
 * course's LTI setup, which an LTI plugin provides; not found until one is installed.
 */
export function CourseLmsScreen({ params }: ScreenProps<'ongoing_courses.lms'>) {
  const { hasScreen } = useScreens();
  return (
    <CourseIdGate courseId={params.courseId}>
      {(courseId) =>
        hasScreen(LTI_SETUP_SCREEN) ? (
          <OngoingCourseFrame courseId={courseId} section="lms" sectionTitle="LMS">
            <InstalledScreen routeName={LTI_SETUP_SCREEN} params={{ courseId }} />
          </OngoingCourseFrame>
        ) : (
          <NotFoundScreen />
        )
      }
    </CourseIdGate>
  );
}
