import { defineCall, Type } from '@lms/sdk/calls';
import { bundleSchema } from '../schemas/paymentSchemas.ts';
import { AdminBundleSchema, BundleSchema } from '../schemas/paymentTypes.ts';

/** Bundles: what a buyer reads before paying, and the administration's list. */

export const getBundle = defineCall({
  method: 'GET',
  path: 'bundle/get/:id',
  summary: 'A bundle (or a paid course as a one-course bundle) with its price, courses and how it can be paid, for the caller.',
  answer: BundleSchema,
});

export const createBundle = defineCall({
  method: 'POST',
  path: 'payments/bundles/',
  summary: 'Creates a bundle: courses sold together for one amount (cents).',
  body: bundleSchema,
  answer: Type.Object({ bundle: AdminBundleSchema }),
});

export const listBundles = defineCall({
  method: 'GET',
  path: 'payments/bundles/',
  summary: 'Every bundle, newest first.',
  answer: Type.Object({ bundles: Type.Array(AdminBundleSchema) }),
});
