import { pluginServerData } from '@lms/sdk/web';

/** The insights plugin's server data (the dashboard's calls). */
export const { useCallQuery, useCallMutation, useCallCache } = pluginServerData('insights');
