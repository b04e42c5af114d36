import { lazy } from 'react';
import { defineWebPlugin } from '@lms/sdk/web';

export default defineWebPlugin({
  id: 'e-reader',
  components: {
    e_reader: {
      View: lazy(() => import('./EReaderView.tsx')),
      Editor: lazy(() => import('./EReaderEditor.tsx')),
    },
  },
});
