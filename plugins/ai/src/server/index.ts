import { fileURLToPath } from 'node:url';
import { definePlugin } from '@lms/sdk';
import { AI_ERRNOS } from './aiErrnos.ts';

/** The AI areas (issue 27): a course-grounded assistant, its agents, personas, sources and provider. */
export default definePlugin({
  id: 'ai',
  version: '1.0.0',
  kernel: '^1',
  routes: [],
  errors: AI_ERRNOS,
  migrations: fileURLToPath(new URL('../../migrations', import.meta.url)),
});
