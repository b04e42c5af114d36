import { definePlugin } from '@lms/sdk';
import { iframeComponentType } from './iframeComponentType.ts';

export default definePlugin({
  id: 'iframe',
  version: '1.0.0',
  kernel: '^1',
  componentTypes: [iframeComponentType],
});
