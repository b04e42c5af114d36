import { coreServices } from '@lms/contract/services.ts';
import { defineService } from '@lms/contract/serviceRef.ts';
import { kernelParts } from '../kernel/kernelParts.ts';
import { permissionRefs } from '../permissions/permissionServices.ts';
import { CourseCatalogService } from './CourseCatalogService.ts';

/** The course catalog a plugin keeps (its `catalog` hooks), for the other plugins. */
export const catalogServices = [
  defineService({
    ref: coreServices.courseCatalog,
    deps: { db: coreServices.database, keepers: kernelParts.catalogHooks, pluginDeps: kernelParts.pluginDeps, permissions: permissionRefs.permissionService },
    factory: (d) => new CourseCatalogService(d.db, d.keepers, d.pluginDeps, d.permissions),
  }),
];
