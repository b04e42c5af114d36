import { lazy } from 'react';
import { defineWebPlugin } from '@lms/sdk/web';
import { deepLinkRoute, dynamicRegistrationRoute } from './routes.ts';

/** The LTI tool side's two course screens (part 3 §2), in the course menu of its instructors, the deep linking picker a platform's launch lands on, and LTI Dynamic Registration's page. */
export default defineWebPlugin({
  id: 'lti',
  routes: [deepLinkRoute, dynamicRegistrationRoute],
  screens: {
    lti_setup: lazy(() => import('./LtiSetupScreen.tsx')),
    lti_sync_manager: lazy(() => import('./LtiSyncManagerScreen.tsx')),
    'lti.deep_link': lazy(() => import('./LtiDeepLinkScreen.tsx')),
    'lti.dynamic_registration': lazy(() => import('./DynamicRegistrationScreen.tsx')),
  },
  administrationEntries: [
    {
      route: 'lti.dynamic_registration',
      label: 'Register with another LMS (LTI)',
      description: 'The address another LMS registers this site as an LTI 1.3 tool with, and the registered platforms (with the other origins their pages live on).',
      access: 'site-admin',
    },
  ],
  courseMenu: [
    { route: 'lti_setup', label: 'LTI setup', for: 'professor', edit: true, order: 90 },
    { route: 'lti_sync_manager', label: 'LTI sync manager', for: 'professor', order: 91 },
  ],
});
