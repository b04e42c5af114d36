import { lazy } from 'react';
import { defineWebPlugin } from '@lms/sdk/web';

export default defineWebPlugin({
  id: 'audio',
  components: {
    audio: {
      View: lazy(() => import('./AudioView.tsx')),
      Editor: lazy(() => import('./AudioEditor.tsx')),
    },
  },
});
