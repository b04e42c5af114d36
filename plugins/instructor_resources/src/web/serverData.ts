import { pluginServerData } from '@lms/sdk/web';

/** This plugin's calls through the host's query cache, keyed under its id. */
export const { useCallQuery } = pluginServerData('instructor-resources');
