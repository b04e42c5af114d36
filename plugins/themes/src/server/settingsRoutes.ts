import { coreServices, defineRoute } from '@lms/sdk';
import { getInstallationSettings, saveInstallationSettings } from '../calls/settingsCalls.ts';

export const settingsRoutes = [
  defineRoute(getInstallationSettings, {
    permission: 'administrator',
    deps: { settings: coreServices.installationSettings },
    handler: ({ deps }) => deps.settings.read(),
  }),
  defineRoute(saveInstallationSettings, {
    permission: 'administrator',
    deps: { settings: coreServices.installationSettings },
    handler: ({ body, user, deps }) => deps.settings.save(user!.id, body),
  }),
];
