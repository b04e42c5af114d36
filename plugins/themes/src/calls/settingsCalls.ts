import { defineCall } from '@lms/sdk/calls';
import { installationSettingsSchema } from '../schemas/settingsBodies.ts';

export const getInstallationSettings = defineCall({
  method: 'GET',
  path: 'administration/settings',
  summary: 'The installation settings (administrators).',
  answer: installationSettingsSchema,
});

export const saveInstallationSettings = defineCall({
  method: 'POST',
  path: 'administration/settings',
  summary: 'Replaces the installation settings (administrators); answers them. Audited as settings.save.',
  body: installationSettingsSchema,
  answer: installationSettingsSchema,
});
