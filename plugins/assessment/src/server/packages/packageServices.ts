import { coreServices, createServiceRef, defineJob, defineService } from '@lms/sdk';
import { PackageExports } from './PackageExports.ts';
import { PackageImports } from './PackageImports.ts';
import { readPackageKind } from './readPackageKind.ts';

export const packageImportsRef = createServiceRef<PackageImports>('assessment.package-imports');
export const packageExportsRef = createServiceRef<PackageExports>('assessment.package-exports');

export const PACKAGE_SERVICES = [
  defineService({
    ref: packageImportsRef,
    deps: { db: coreServices.database, ids: coreServices.ids, clock: coreServices.clock, permissions: coreServices.permissions, jobs: coreServices.jobs, configs: coreServices.componentConfigs },
    factory: ({ db, ids, clock, permissions, jobs, configs }) => new PackageImports(db, ids, clock, permissions, jobs, configs),
  }),
  defineService({
    ref: packageExportsRef,
    deps: { db: coreServices.database, permissions: coreServices.permissions, components: coreServices.components },
    factory: ({ db, permissions, components }) => new PackageExports(db, permissions, components),
  }),
];

export const readPackageJob = defineJob({
  ...readPackageKind,
  deps: { imports: packageImportsRef },
  handler: ({ payload, deps, log }) => deps.imports.readItems(payload.packageId, log),
});
