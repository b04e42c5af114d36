import { pluginServerData } from '@lms/sdk/web';

/** The reports' calls through the host's query cache, keyed under the plugin's id. */
export const { useCallQuery } = pluginServerData('insights');
