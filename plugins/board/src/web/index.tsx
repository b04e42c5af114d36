import { lazy } from 'react';
import { defineWebPlugin } from '@lms/sdk/web';

export default defineWebPlugin({
  id: 'board',
  components: {
    board: {
      View: lazy(() => import('./BoardView.tsx')),
      Editor: lazy(() => import('./BoardEditor.tsx')),
    },
  },
  componentFooters: [lazy(() => import('./CommentsFooter.tsx'))],
});
