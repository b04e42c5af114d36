import { lazy } from 'react';
import { defineWebPlugin } from '@lms/sdk/web';

/** The LTI tool side's two course screens (part 3 §2), in the course menu of its instructors, and the deep linking picker a platform's launch lands on. */
export default defineWebPlugin({
  id: 'lti',
  screens: {
    lti_setup: lazy(() => import('./LtiSetupScreen.tsx')),
    lti_sync_manager: lazy(() => import('./LtiSyncManagerScreen.tsx')),
    lti_deep_link: lazy(() => import('./LtiDeepLinkScreen.tsx')),
  },
  courseMenu: [
    { route: 'lti_setup', label: 'LTI setup', for: 'professor', edit: true, order: 90 },
    { route: 'lti_sync_manager', label: 'LTI sync manager', for: 'professor', order: 91 },
  ],
});
