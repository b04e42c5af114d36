import { defineWebPlugin } from '@lms/sdk/web';

export default defineWebPlugin({
  id: 'calendar',
  screens: {},
  courseMenu: [],
});
