import { definePlugin } from '@lms/sdk';
import { pictureComponentType } from './pictureComponentType.ts';

export default definePlugin({
  id: 'picture',
  version: '1.0.0',
  kernel: '^1',
  componentTypes: [pictureComponentType],
});
