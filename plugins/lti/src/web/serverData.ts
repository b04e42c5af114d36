import { pluginServerData } from '@lms/sdk/web';

/** The LTI tool side's calls through the host's query cache, keyed under its id (docs/plugin-authoring.md "Server data"). */
export const { useCallQuery, useCallMutation, useCallCache } = pluginServerData('lti');

/** Named after a change of what is sent or held (sync type, a sync, a pull, a retry): both screens read again. */
export const LTI_SYNC_CHANGED = 'lti.syncChanged' as const;
