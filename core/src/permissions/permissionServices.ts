import { coreServices } from '@lms/contract/services.ts';
import { createServiceRef, defineService } from '@lms/contract/serviceRef.ts';
import { PermissionService } from './PermissionService.ts';

export const permissionRefs = {
  permissionService: createServiceRef<PermissionService>('core.permission-service'),
} as const;

export const permissionServices = [
  defineService({
    ref: permissionRefs.permissionService,
    deps: { db: coreServices.database, clock: coreServices.clock },
    factory: ({ db, clock }) => new PermissionService(db, clock),
  }),
  defineService({ ref: coreServices.permissions, deps: { service: permissionRefs.permissionService }, factory: ({ service }) => service }),
];
