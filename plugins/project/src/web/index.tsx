import { defineWebPlugin } from '@lms/sdk/web';

export default defineWebPlugin({
  id: 'project',
});
