import { definePlugin } from '@lms/sdk';
import { pdfComponentType } from './pdfComponentType.ts';
import { pdfTitleRoute } from './pdfTitleRoute.ts';

export default definePlugin({
  id: 'pdf',
  version: '1.0.0',
  kernel: '^1',
  componentTypes: [pdfComponentType],
  routes: [pdfTitleRoute],
  // A PDF component shows an uploaded file or any https PDF an author links.
  embedOrigins: ['https:'],
});
