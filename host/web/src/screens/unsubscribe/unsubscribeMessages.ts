import { ApiError } from '@lms/sdk/web';
import { UNKNOWN_ERROR } from '../../notifications/errorNotice.ts';

/** Part 1 §8 Unsubscribe. */
export const UNSUBSCRIBE_MESSAGES = {
  done: 'Your email has been unsubscribed.',
  notFound: 'We could not find that email in our subscription list.',
  connection: 'Connection error. Please try again later.',
} as const;

export type UnsubscribeFailure = { type: 'warning' | 'error'; message: string };

/** An unknown link is a warning (nothing to do); anything else an error the visitor may retry. */
export function unsubscribeFailure(error: unknown): UnsubscribeFailure {
  if (!(error instanceof ApiError)) return { type: 'error', message: UNKNOWN_ERROR };
  if (error.errno === 'user-not-exists') return { type: 'warning', message: UNSUBSCRIBE_MESSAGES.notFound };
  if (error.status === 0) return { type: 'error', message: UNSUBSCRIBE_MESSAGES.connection };
  return { type: 'error', message: error.message || UNKNOWN_ERROR };
}
