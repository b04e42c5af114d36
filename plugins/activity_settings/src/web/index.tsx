import { lazy } from 'react';
import { defineWebPlugin } from '@lms/sdk/web';

const ActivitySettingsScreen = lazy(() => import('./ActivitySettingsScreen.tsx'));

export default defineWebPlugin({
  id: 'activity-settings',
  // Both of the spec's addresses show the one screen; the host's redesign address
  // (/{programId}/activity-settings/{courseId}) delegates to `activity_settings`.
  screens: { activity_settings: ActivitySettingsScreen, activity_settings_new: ActivitySettingsScreen },
  // Professors' tool; assistants without manager rights are sent to the list default by the host's course-tool rule.
  courseMenu: [{ route: 'activity_settings', label: 'Activity settings', for: 'professor', order: 35 }],
});
