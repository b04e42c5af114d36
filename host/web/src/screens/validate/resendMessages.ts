/** Part 1 §4 and §9: the validation email may be sent again at most 3 times. */
export const RESEND_LIMIT = 3;

export const RESEND_MESSAGES = {
  /** The server's resend-limit text, shown as soon as the last resend is used. */
  limit: `The validation email can be sent again at most ${RESEND_LIMIT} times. Please contact support.`,
  sent: (email: string) => `A new validation email is on its way to ${email}. Links in earlier emails no longer work.`,
  remaining: (count: number) => `You can ask for it ${count} more ${count === 1 ? 'time' : 'times'}.`,
} as const;
