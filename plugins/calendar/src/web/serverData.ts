import { pluginServerData } from '@lms/sdk/web';

export const { useCallQuery, useCallMutation } = pluginServerData('calendar');

/** Named after a change of the reader's subscription (the panel and the screen both show it). */
export const FEED_CHANGED = 'calendar.feed-changed';
