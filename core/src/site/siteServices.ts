import { coreServices } from '@lms/contract/services.ts';
import { createServiceRef, defineService } from '@lms/contract/serviceRef.ts';
import { kernelParts } from '../kernel/kernelParts.ts';
import { PublicSite } from './PublicSite.ts';

export const siteRefs = {
  /** The public address links are built from, and the host names the site answers to. */
  publicSite: createServiceRef<PublicSite>('core.public-site'),
} as const;

export const siteServices = [
  defineService({
    ref: siteRefs.publicSite,
    deps: { config: kernelParts.config, db: coreServices.database },
    factory: ({ config, db }) => new PublicSite(config, db),
  }),
];
