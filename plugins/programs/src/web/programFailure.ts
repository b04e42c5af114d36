import { ApiError } from '@lms/sdk/web';
import { PROGRAM_MESSAGES } from '../calls/programMessages.ts';

/** The server's words for a refusal it explains (409, 404, 422); the spec's general message for anything else. */
export function programFailure(error: unknown): string {
  if (error instanceof ApiError && [404, 409, 422].includes(error.status)) return error.message;
  return PROGRAM_MESSAGES.somethingWrong;
}
