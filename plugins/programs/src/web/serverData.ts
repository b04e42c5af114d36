import { pluginServerData } from '@lms/sdk/web';

/** This plugin's calls through the host's query cache, keyed under its id (docs/plugin-authoring.md "Server data"). */
export const { useCallQuery, useCallMutation, useCallCache } = pluginServerData('programs');

/** Every screen's program lists and details read again after a change. */
export const PROGRAMS_CHANGED = ['programs.changed'] as const;
