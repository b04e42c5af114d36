import { lazy } from 'react';
import { defineWebPlugin } from '@lms/sdk/web';

export default defineWebPlugin({
  id: 'pdf',
  components: {
    pdf: {
      View: lazy(() => import('./PdfView.tsx')),
      Editor: lazy(() => import('./PdfEditor.tsx')),
    },
  },
});
