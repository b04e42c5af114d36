import { definePlugin } from '@lms/sdk';
import { iframeComponentType } from './iframeComponentType.ts';
import { webPageTitleRoute } from './webPageTitleRoute.ts';

export default definePlugin({
  id: 'iframe',
  version: '1.0.0',
  kernel: '^1',
  componentTypes: [iframeComponentType],
  routes: [webPageTitleRoute],
  // The iframe component exists to frame any https page an author chooses; an operator narrows it with LMS_FRAME_SOURCES.
  embedOrigins: ['https:'],
});
