import { coreServices, createServiceRef, defineService } from '@lms/sdk';
import { InstallationSettingsStore } from './InstallationSettingsStore.ts';

/** The installation settings, e.g. `instructors_create_courses` (read with `read()`). */
export const installationSettingsRef = createServiceRef<InstallationSettingsStore>('themes.installation-settings');

export const THEMES_SERVICES = [
  defineService({
    ref: installationSettingsRef,
    deps: { db: coreServices.database, audit: coreServices.auditLog },
    factory: ({ db, audit }) => new InstallationSettingsStore(db, audit),
  }),
];
