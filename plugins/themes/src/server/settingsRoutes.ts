import { defineRoute } from '@lms/sdk';
import { getInstallationSettings, saveInstallationSettings } from '../calls/settingsCalls.ts';
import { installationSettingsRef } from './services.ts';

export const settingsRoutes = [
  defineRoute(getInstallationSettings, {
    permission: 'administrator',
    deps: { settings: installationSettingsRef },
    handler: ({ deps }) => deps.settings.read(),
  }),
  defineRoute(saveInstallationSettings, {
    permission: 'administrator',
    deps: { settings: installationSettingsRef },
    handler: ({ body, user, deps }) => deps.settings.save(user!.id, body),
  }),
];
