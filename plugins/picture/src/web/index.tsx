import { lazy } from 'react';
import { defineWebPlugin } from '@lms/sdk/web';

export default defineWebPlugin({
  id: 'picture',
  components: {
    picture: {
      View: lazy(() => import('./PictureView.tsx')),
      Editor: lazy(() => import('./PictureEditor.tsx')),
    },
  },
});
