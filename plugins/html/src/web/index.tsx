import { lazy } from 'react';
import { defineWebPlugin } from '@lms/sdk/web';

export default defineWebPlugin({
  id: 'html',
  components: {
    html: {
      View: lazy(() => import('./HtmlView.tsx')),
      Editor: lazy(() => import('./HtmlEditor.tsx')),
    },
  },
});
