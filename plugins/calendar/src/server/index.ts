import { definePlugin } from '@lms/sdk';

export default definePlugin({
  id: 'calendar',
  version: '1.0.0',
  kernel: '^1',
  routes: [],
});
