import { coreServices, createServiceRef, defineJob, defineService } from '@lms/sdk';
import { PackageExports } from './PackageExports.ts';
import { PackageImports } from './PackageImports.ts';
import { readPackageKind } from './readPackageKind.ts';
import { removeUnconfirmedKind } from './removeUnconfirmedKind.ts';
import { UnconfirmedPackages } from './UnconfirmedPackages.ts';

export const packageImportsRef = createServiceRef<PackageImports>('assessment.package-imports');
export const unconfirmedPackagesRef = createServiceRef<UnconfirmedPackages>('assessment.unconfirmed-packages');
export const packageExportsRef = createServiceRef<PackageExports>('assessment.package-exports');

export const PACKAGE_SERVICES = [
  defineService({
    ref: packageImportsRef,
    deps: { db: coreServices.database, ids: coreServices.ids, clock: coreServices.clock, permissions: coreServices.permissions, jobs: coreServices.jobs, configs: coreServices.componentConfigs },
    factory: ({ db, ids, clock, permissions, jobs, configs }) => new PackageImports(db, ids, clock, permissions, jobs, configs),
  }),
  defineService({ ref: unconfirmedPackagesRef, deps: { db: coreServices.database, clock: coreServices.clock }, factory: ({ db, clock }) => new UnconfirmedPackages(db, clock) }),
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

export const removeUnconfirmedJob = defineJob({
  ...removeUnconfirmedKind,
  deps: { unconfirmed: unconfirmedPackagesRef },
  handler: async ({ deps, log }) => {
    const removed = await deps.unconfirmed.remove();
    if (removed) log.info({ removed }, 'Unconfirmed QTI packages removed');
  },
});
