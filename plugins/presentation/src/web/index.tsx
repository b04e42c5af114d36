import { lazy } from 'react';
import { defineWebPlugin } from '@lms/sdk/web';

export default defineWebPlugin({
  id: 'presentation',
  components: {
    presentation: {
      View: lazy(() => import('./PresentationView.tsx')),
      Editor: lazy(() => import('./PresentationEditor.tsx')),
    },
  },
});
