import { pluginServerData } from '@lms/sdk/web';

/** The tiles' server data, in the insights plugin's part of the host's query cache. */
export const { useCallQuery, useCallMutation } = pluginServerData('insights');

/** The server's error, else the status text (part 3 §8 "Summary-logged-in failure shows the server error or status text as info"). */
export function failureText(error: Error | null): string {
  return error?.message || 'Unknown error.';
}
