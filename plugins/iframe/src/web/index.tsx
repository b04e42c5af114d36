import { lazy } from 'react';
import { defineWebPlugin } from '@lms/sdk/web';

export default defineWebPlugin({
  id: 'iframe',
  components: {
    iframe: {
      View: lazy(() => import('./IframeView.tsx')),
      Editor: lazy(() => import('./IframeEditor.tsx')),
    },
  },
});
