import type { ScreenProps } from '@lms/sdk/web';
import { CourseIdGate } from './CourseIdGate.tsx';
import { ACTIVITY_SETTINGS_SCREEN } from './delegatedScreens.ts';
import { InstalledScreen } from './InstalledScreen.tsx';

/**
 * /{programId}/activity-settings/{courseId} (redesign flag, part 3 §2): the
 * redesign's address of a course's activity settings, whose screen the
 * activity-settings plugin provides for /{courseId}/activity_settings.
 */
export function ProgramActivitySettingsScreen({ params }: ScreenProps<'program.activity_settings'>) {
  return <CourseIdGate courseId={params.courseId}>{(courseId) => <InstalledScreen routeName={ACTIVITY_SETTINGS_SCREEN} params={{ courseId }} />}</CourseIdGate>;
}
