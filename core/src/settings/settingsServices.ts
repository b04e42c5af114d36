import { coreServices } from '@lms/contract/services.ts';
import { defineService } from '@lms/contract/serviceRef.ts';
import { InstallationSettingsService } from './InstallationSettingsService.ts';

export const settingsServices = [
  defineService({
    ref: coreServices.installationSettings,
    deps: { db: coreServices.database, audit: coreServices.auditLog },
    factory: ({ db, audit }) => new InstallationSettingsService(db, audit),
  }),
];
