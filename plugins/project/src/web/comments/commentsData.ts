import { pluginServerData } from '@lms/sdk/web';

/** The comments room's calls through the host's query cache, keyed under the plugin's id (docs/plugin-authoring.md "Server data"). */
export const { useCallQuery, useCallCache } = pluginServerData('project');
