import { definePlugin } from '@lms/sdk';
import { explainerRoutes } from './explainerRoutes.ts';

export default definePlugin({
  id: 'help',
  version: '1.0.0',
  kernel: '^1',
  // The chat-support slot frames the provider a label bundle names (https only), chosen at run time per host.
  embedOrigins: ['https:'],
  routes: explainerRoutes,
});
