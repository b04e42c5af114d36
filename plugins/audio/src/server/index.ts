import { definePlugin } from '@lms/sdk';
import { audioComponentType } from './audioComponentType.ts';

export default definePlugin({
  id: 'audio',
  version: '1.0.0',
  kernel: '^1',
  componentTypes: [audioComponentType],
});
