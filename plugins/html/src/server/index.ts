import { definePlugin } from '@lms/sdk';
import { htmlComponentType } from './htmlComponentType.ts';

export default definePlugin({
  id: 'html',
  version: '1.0.0',
  kernel: '^1',
  componentTypes: [htmlComponentType],
});
