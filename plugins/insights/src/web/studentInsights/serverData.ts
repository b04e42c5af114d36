import { pluginServerData } from '@lms/sdk/web';

/** The insights plugin's server data (student insights' calls). */
export const { useCallQuery } = pluginServerData('insights');
