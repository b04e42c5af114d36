import type { PluginArea } from '../area.ts';
import { COMMENT_ERRNOS } from './commentErrnos.ts';
import { commentRoutes } from './commentRoutes.ts';
import { joinCommentsHandler, leaveCommentsHandler } from './realtimeHandlers.ts';
import { COMMENT_SERVICES } from './services.ts';

export const commentsArea: PluginArea = {
  routes: commentRoutes,
  services: COMMENT_SERVICES,
  realtime: [joinCommentsHandler, leaveCommentsHandler],
  errors: COMMENT_ERRNOS,
};
