import { ApiError } from '@lms/sdk/web';
import { errorNotice } from '../../../notifications/errorNotice.ts';

/** A refused package says why (not a plugin, its kernel range, a failed migration...): show the server's sentence. */
export function pluginFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.errno === 'invalid-plugin' ? error.message : errorNotice(error);
}
