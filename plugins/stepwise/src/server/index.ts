import { definePlugin } from '@lms/sdk';
import { stepwiseComponentType } from './stepwiseComponentType.ts';

export default definePlugin({
  id: 'stepwise',
  version: '1.0.0',
  kernel: '^1',
  componentTypes: [stepwiseComponentType],
});
