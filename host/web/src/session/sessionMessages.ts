import type { ApiError, NotifyOptions } from '@lms/sdk/web';

/** Part 1 §8 "Global": the server answered not-logged to a signed-in user (its failure reason is 'not logged in'). */
export const SESSION_NOT_RECOGNISED = 'Session Error: Server did not recognize your session key.';
/** Part 1 §8 "Global": a visitor opened a screen that needs an account. */
export const PLEASE_LOGIN = 'Please login!';

/** The notice the login screen shows after a signed-in user's session was not recognised. */
export const SESSION_ERROR_NOTICE: NotifyOptions = { type: 'error', message: SESSION_NOT_RECOGNISED };
/** The notice the login screen shows to a visitor sent there from a screen that needs an account. */
export const PLEASE_LOGIN_NOTICE: NotifyOptions = { type: 'warning', message: PLEASE_LOGIN };

/**
 * Whether a failure means the server no longer knows the session a signed-in
 * user holds (rather than a refusal, or the network): only `not-logged`.
 */
export function sessionNotRecognised(error: Pick<ApiError, 'errno'> | undefined, signedIn: boolean): boolean {
  return signedIn && error?.errno === 'not-logged';
}
