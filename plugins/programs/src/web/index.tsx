import { lazy } from 'react';
import { defineWebPlugin } from '@lms/sdk/web';

export default defineWebPlugin({
  id: 'programs',
  // Reached from the header's account menu ('Program Management', shown to program
  // administrators and site administrators once these screens exist).
  screens: {
    'programs.list': lazy(() => import('./ProgramsListScreen.tsx')),
    'programs.detail': lazy(() => import('./ProgramDetailScreen.tsx')),
    // The invitation email's links (part 1 §2): no login needed to register; accepting needs one.
    programregistration: lazy(() => import('./people/ProgramRegistrationScreen.tsx')),
    acceptinvitation: lazy(() => import('./people/AcceptInvitationScreen.tsx')),
  },
});
