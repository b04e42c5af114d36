import { defineWebPlugin } from '@lms/sdk/web';

export default defineWebPlugin({
  id: 'study-tools',
  screens: {},
  courseMenu: [],
});
