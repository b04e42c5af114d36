import { definePlugin } from '@lms/sdk';
import { resourceRoutes } from './resourceRoutes.ts';

export default definePlugin({
  id: 'instructor-resources',
  version: '1.0.0',
  kernel: '^1',
  routes: resourceRoutes,
});
