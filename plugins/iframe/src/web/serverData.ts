import { pluginServerData } from '@lms/sdk/web';

/** The iframe's calls (its external tools) through the host's query cache, keyed under the plugin's id (docs/plugin-authoring.md "Server data"). */
export const { useCallQuery, useCallMutation } = pluginServerData('iframe');
