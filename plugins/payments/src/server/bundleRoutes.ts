import { defineRoute, jsonSchema } from '@lms/sdk';
import { bundleSchema, type BundleBody } from '../schemas/paymentSchemas.ts';
import { catalogRef, offersRef } from './services.ts';

export const getBundleRoute = defineRoute({
  method: 'GET',
  path: 'bundle/get/:id',
  permission: 'public',
  summary: 'A bundle (or a paid course as a one-course bundle) with its price, courses and how it can be paid, for the caller.',
  deps: { offers: offersRef },
  handler: ({ params, user, deps }) => deps.offers.offer(params.id!, user),
});

export const createBundleRoute = defineRoute({
  method: 'POST',
  path: 'payments/bundles/',
  permission: 'site-admin',
  summary: 'Creates a bundle: courses sold together for one amount (cents).',
  body: jsonSchema<BundleBody>(bundleSchema),
  deps: { catalog: catalogRef },
  async handler({ body, deps, reply }) {
    const bundle = await deps.catalog.create(body);
    reply.status(201);
    return { bundle };
  },
});

export const listBundlesRoute = defineRoute({
  method: 'GET',
  path: 'payments/bundles/',
  permission: 'site-admin',
  summary: 'Every bundle, newest first.',
  deps: { catalog: catalogRef },
  handler: async ({ deps }) => ({ bundles: await deps.catalog.list() }),
});
