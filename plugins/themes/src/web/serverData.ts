import { pluginServerData } from '@lms/sdk/web';

export const { useCallQuery, useCallMutation, useCallCache } = pluginServerData('themes');
