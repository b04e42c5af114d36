import { fileURLToPath } from 'node:url';
import { definePlugin } from '@lms/sdk';
import { aiDemo } from './aiDemo.ts';
import { AI_ERRNOS } from './aiErrnos.ts';
import { catalogueRoutes } from './routes/catalogueRoutes.ts';
import { chatRoutes } from './routes/chatRoutes.ts';
import { courseRoutes } from './routes/courseRoutes.ts';
import { providerRoutes } from './routes/providerRoutes.ts';
import { sourceRoutes } from './routes/sourceRoutes.ts';
import { aiServices } from './services.ts';
import { AI_JOBS } from './sources/sourceJobs.ts';

/** The AI areas (issue 27): a course-grounded assistant, its agents, personas, sources and provider. */
export default definePlugin({
  id: 'ai',
  version: '1.0.0',
  kernel: '^1',
  services: aiServices,
  routes: [...catalogueRoutes, ...sourceRoutes, ...providerRoutes, ...courseRoutes, ...chatRoutes],
  jobs: AI_JOBS,
  errors: AI_ERRNOS,
  migrations: fileURLToPath(new URL('../../migrations', import.meta.url)),
  demo: aiDemo,
});
