import { pluginServerData } from '@lms/sdk/web';

/** This plugin's calls through the host's query cache, keyed under its id (docs/plugin-authoring.md "Server data"). */
export const { useCallQuery, useReadQuery, useCallMutation, useCallCache } = pluginServerData('assessment');
