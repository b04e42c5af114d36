import { pluginServerData } from '@lms/sdk/web';

/** The activity settings calls through the host's query cache, keyed under the plugin's id (docs/plugin-authoring.md "Server data"). */
export const { useCallQuery, useCallMutation, useCallCache } = pluginServerData('activity-settings');
