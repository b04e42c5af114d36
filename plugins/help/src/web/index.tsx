import { lazy } from 'react';
import { defineWebPlugin } from '@lms/sdk/web';

export default defineWebPlugin({
  id: 'help',
  // The header's Help menu offers /explainer once this screen exists.
  screens: { explainer: lazy(() => import('./ExplainerScreen.tsx')) },
});
