import { definePlugin } from '@lms/sdk';
import { presentationComponentType } from './presentationComponentType.ts';

export default definePlugin({
  id: 'presentation',
  version: '1.0.0',
  kernel: '^1',
  componentTypes: [presentationComponentType],
});
