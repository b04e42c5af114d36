import { defineRoute } from '@lms/contract/route.ts';
import { coreServices } from '@lms/contract/services.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import { getHealth, getServerTime, getTheme } from '@lms/contract/calls/systemCalls.ts';
import { databaseRefs } from '../database/databaseServices.ts';
import { themeRefs } from '../theme/themeServices.ts';
import { API_VERSION } from './middleware/requestContext.ts';

export const systemRoutes = [
  defineRoute(getHealth, {
    permission: 'public',
    deps: { health: databaseRefs.health },
    async handler({ deps }) {
      const database = await deps.health.check();
      if (!database.ok) throw new LmsError('database-unavailable');
      return { status: 'ok', apiVersion: API_VERSION, database };
    },
  }),
  defineRoute(getServerTime, {
    permission: 'public',
    deps: { clock: coreServices.clock },
    handler: ({ deps }) => ({ now: deps.clock.now().toISOString() }),
  }),
  defineRoute(getTheme, {
    permission: 'public',
    deps: { labelBundles: themeRefs.labelBundles },
    async handler({ deps, host }) {
      const { bundle, theme } = await deps.labelBundles.forHost(host);
      return { settings: bundle, theme };
    },
  }),
];
