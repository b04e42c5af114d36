import { fileURLToPath } from 'node:url';
import { definePlugin } from '@lms/sdk';
import { pollComponentType } from './pollComponentType.ts';
import { pollRealtime, pollRoutes } from './pollRoutes.ts';

export default definePlugin({
  id: 'poll',
  version: '1.0.0',
  kernel: '^1',
  componentTypes: [pollComponentType],
  routes: pollRoutes,
  realtime: pollRealtime,
  // ./migrations from src/server; dist/migrations from the built dist/lib/server (scripts/build.mjs).
  migrations: fileURLToPath(new URL('../../migrations', import.meta.url)),
});
