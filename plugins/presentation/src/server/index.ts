import { definePlugin } from '@lms/sdk';
import { presentationComponentType } from './presentationComponentType.ts';

export default definePlugin({
  id: 'presentation',
  version: '1.0.0',
  kernel: '^1',
  componentTypes: [presentationComponentType],
  // The viewers of presentationLinks.ts, and any https PDF an author links.
  embedOrigins: ['https://docs.google.com', 'https://drive.google.com', 'https://www.slideshare.net', 'https://view.officeapps.live.com', 'https:'],
});
