import { lazy } from 'react';
import { defineWebPlugin } from '@lms/sdk/web';

export default defineWebPlugin({
  id: 'poll',
  components: {
    poll: { View: lazy(() => import('./PollView.tsx')), Editor: lazy(() => import('./PollEditor.tsx')) },
  },
});
