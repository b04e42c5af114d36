/**
 * A message for the screen an in-app move leads to: the host clears its
 * notifications whenever the address changes, so "Question created." is said
 * by the Question's editor once it opens.
 */
let pending: string | null = null;

export function flashNotice(message: string): void {
  pending = message;
}

/** Reading it twice (React may run an initialiser twice) answers the same; `clearFlashNotice` ends it. */
export const peekFlashNotice = (): string | null => pending;

export function clearFlashNotice(): void {
  pending = null;
}
