/**
 * The message text rule as the server checks it (core/src/messages/messageText.ts),
 * so the form answers before sending: trimmed, 1 to 5000 characters.
 */
export const MESSAGE_MAX_LENGTH = 5000;

export function messageTextProblem(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return 'Please write a message.';
  if ([...trimmed].length > MESSAGE_MAX_LENGTH) return `A message can be at most ${MESSAGE_MAX_LENGTH} characters.`;
  return undefined;
}
