/** The installation settings live in core (coreServices.installationSettings, which course creation reads); this plugin edits them. */
export { InstallationSettingsSchema as installationSettingsSchema, DEFAULT_INSTALLATION_SETTINGS, type InstallationSettings } from '@lms/sdk/calls';
