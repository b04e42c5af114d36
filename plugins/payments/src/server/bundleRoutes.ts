import { defineRoute } from '@lms/sdk';
import { createBundle, getBundle, listBundles } from '../calls/bundleCalls.ts';
import { catalogRef, offersRef } from './services.ts';

export const getBundleRoute = defineRoute(getBundle, {
  permission: 'public',
  deps: { offers: offersRef },
  handler: ({ params, user, deps }) => deps.offers.offer(params.id, user),
});

export const createBundleRoute = defineRoute(createBundle, {
  permission: 'site-admin',
  deps: { catalog: catalogRef },
  async handler({ body, user, deps, reply }) {
    const bundle = await deps.catalog.create(body, user!.id);
    reply.status(201);
    return { bundle };
  },
});

export const listBundlesRoute = defineRoute(listBundles, {
  // The codes screen picks a bundle from it: the same right as generating codes.
  permission: 'administrator',
  deps: { catalog: catalogRef },
  handler: async ({ deps }) => ({ bundles: await deps.catalog.list() }),
});
