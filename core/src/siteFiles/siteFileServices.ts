import { coreServices } from '@lms/contract/services.ts';
import { createServiceRef, defineService } from '@lms/contract/serviceRef.ts';
import { mediaRefs } from '../media/mediaServices.ts';
import { SiteFileStore } from './SiteFileStore.ts';

export const siteFileRefs = {
  /** The site images with what serving them needs (open). */
  store: createServiceRef<SiteFileStore>('core.site-file-store'),
} as const;

export const siteFileServices = [
  defineService({
    ref: siteFileRefs.store,
    deps: { db: coreServices.database, clock: coreServices.clock, ids: coreServices.ids, store: mediaRefs.store, audit: coreServices.auditLog },
    factory: ({ db, clock, ids, store, audit }) => new SiteFileStore(db, clock, ids, store, audit),
  }),
  // Plugins upload through it (the theme editor's logos); serving is core's route.
  defineService({
    ref: coreServices.siteFiles,
    deps: { files: siteFileRefs.store },
    factory: ({ files }) => ({ uploadImage: (upload, by) => files.uploadImage(upload, by) }),
  }),
];
