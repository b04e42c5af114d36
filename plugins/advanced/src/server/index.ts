import { definePlugin } from '@lms/sdk';
import { advancedComponentType } from './advancedComponentType.ts';

export default definePlugin({
  id: 'advanced',
  version: '1.0.0',
  kernel: '^1',
  componentTypes: [advancedComponentType],
});
