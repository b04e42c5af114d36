import { lazy } from 'react';
import { defineWebPlugin } from '@lms/sdk/web';

export default defineWebPlugin({
  id: 'assessment',
  components: {
    assessment: {
      View: lazy(() => import('./AssessmentView.tsx')),
      Editor: lazy(() => import('./AssessmentEditor.tsx')),
    },
  },
});
