import { MESSAGE_MAX_LENGTH, MESSAGE_TEXT_MESSAGES } from '@lms/sdk/calls';

/**
 * The message text rule as the server checks it (core/src/messages/messageText.ts),
 * so the form answers before sending: trimmed, 1 to 5000 characters.
 */
export function messageTextProblem(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return MESSAGE_TEXT_MESSAGES.empty;
  if ([...trimmed].length > MESSAGE_MAX_LENGTH) return MESSAGE_TEXT_MESSAGES.tooLong;
  return undefined;
}
