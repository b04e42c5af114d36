import { lazy } from 'react';
import { defineWebPlugin } from '@lms/sdk/web';

export default defineWebPlugin({
  id: 'stepwise',
  components: {
    stepwise: {
      View: lazy(() => import('./StepwiseView.tsx')),
      Editor: lazy(() => import('./StepwiseEditor.tsx')),
    },
  },
});
