import type { RouteName } from '@lms/sdk/web';

/**
 * Route names whose screens other plugins provide (LTI, activity settings) and
 * which the redesign shows at its own addresses.
 */
export const LTI_SETUP_SCREEN = 'lti_setup' satisfies RouteName;
export const ACTIVITY_SETTINGS_SCREEN = 'activity_settings' satisfies RouteName;
