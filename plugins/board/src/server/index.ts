import { fileURLToPath } from 'node:url';
import { definePlugin } from '@lms/sdk';
import { boardComponentType } from './boardComponentType.ts';
import { BOARD_ERRNOS } from './boardErrnos.ts';
import { boardRoutes } from './boardRoutes.ts';
import { commentRoutes } from './commentRoutes.ts';
import { mentionsRoute } from './mentionsRoute.ts';
import { joinBoardHandler, leaveBoardHandler } from './realtimeHandlers.ts';
import { BOARD_SERVICES } from './services.ts';

export default definePlugin({
  id: 'board',
  version: '1.0.0',
  kernel: '^1',
  componentTypes: [boardComponentType],
  routes: [...boardRoutes, ...commentRoutes, mentionsRoute],
  services: BOARD_SERVICES,
  realtime: [joinBoardHandler, leaveBoardHandler],
  migrations: fileURLToPath(new URL('../../migrations', import.meta.url)),
  errors: BOARD_ERRNOS,
});
