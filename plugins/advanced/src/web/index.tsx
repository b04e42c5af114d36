import { lazy } from 'react';
import { defineWebPlugin } from '@lms/sdk/web';

export default defineWebPlugin({
  id: 'advanced',
  components: {
    advanced: {
      View: lazy(() => import('./AdvancedView.tsx')),
      Editor: lazy(() => import('./AdvancedEditor.tsx')),
    },
  },
});
