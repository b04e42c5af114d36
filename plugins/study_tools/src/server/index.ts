import { definePlugin } from '@lms/sdk';

export default definePlugin({
  id: 'study-tools',
  version: '1.0.0',
  kernel: '^1',
  routes: [],
});
