import { defineWebPlugin } from '@lms/sdk/web';

export default defineWebPlugin({
  id: 'flashcards',
  screens: {},
  courseMenu: [],
});
