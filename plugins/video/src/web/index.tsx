import { lazy } from 'react';
import { defineWebPlugin } from '@lms/sdk/web';

export default defineWebPlugin({
  id: 'video',
  components: {
    video: {
      View: lazy(() => import('./VideoView.tsx')),
      Editor: lazy(() => import('./VideoEditor.tsx')),
    },
  },
});
