import { defineRoute } from '../contract/route.ts';
import { coreServices } from '../contract/services.ts';
import { LmsError } from '../errors/LmsError.ts';
import { kernelRefs } from '../kernel/coreRefs.ts';
import { API_VERSION } from './middleware/requestContext.ts';

export const systemRoutes = [
  defineRoute({
    method: 'GET',
    path: 'health',
    permission: 'public',
    summary: 'Liveness and readiness: checks that the database answers (503 when it does not).',
    deps: { health: kernelRefs.health },
    async handler({ deps }) {
      const database = await deps.health.check();
      if (!database.ok) throw new LmsError('database-unavailable');
      return { status: 'ok', apiVersion: API_VERSION, database };
    },
  }),
  defineRoute({
    method: 'GET',
    path: 'now',
    permission: 'public',
    summary: "The server's clock, which every date rule follows.",
    deps: { clock: coreServices.clock },
    handler: ({ deps }) => ({ now: deps.clock.now().toISOString() }),
  }),
  defineRoute({
    method: 'GET',
    path: 'theme',
    permission: 'public',
    summary: 'The label bundle (settings) and theme for the requesting host.',
    deps: { labelBundles: kernelRefs.labelBundles },
    async handler({ deps, host }) {
      const { bundle, theme } = await deps.labelBundles.forHost(host);
      return { settings: bundle, theme };
    },
  }),
];
