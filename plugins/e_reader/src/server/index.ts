import { fileURLToPath } from 'node:url';
import { definePlugin } from '@lms/sdk';
import { eReaderComponentType } from './eReaderComponentType.ts';
import { getPositionRoute, savePositionRoute } from './positionRoutes.ts';
import { getBookViewerRoute, listCourseBooksRoute } from './redshelfRoutes.ts';

export default definePlugin({
  // Plugin ids take hyphens; the component type keeps the spec's name, e_reader.
  id: 'e-reader',
  version: '1.0.0',
  kernel: '^1',
  componentTypes: [eReaderComponentType],
  routes: [getPositionRoute, savePositionRoute, listCourseBooksRoute, getBookViewerRoute],
  migrations: fileURLToPath(new URL('../../migrations', import.meta.url)),
});
