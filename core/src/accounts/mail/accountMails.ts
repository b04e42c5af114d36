import { composeMail, type ComposedMail } from './mailLayout.ts';

export interface AccountMailInput {
  brand: string;
  firstname: string;
  /** The link the mail is about (validation or password reset). */
  url: string;
  unsubscribeUrl: string;
}

export interface AccountMail extends ComposedMail {
  subject: string;
}

/** Sent at registration and on each resend: the link logs the user in and validates the address. */
export function validationMail(input: AccountMailInput): AccountMail {
  return {
    subject: `Please confirm your email for ${input.brand}`,
    ...composeMail({
      brand: input.brand,
      greeting: `Hello ${input.firstname},`,
      paragraphs: [`Thank you for registering with ${input.brand}. Please confirm that this is your email address, then log in to start.`],
      action: { label: 'Confirm my email', url: input.url },
      note: 'This link works for 7 days. If you did not register, you can ignore this email.',
      unsubscribeUrl: input.unsubscribeUrl,
    }),
  };
}

/** Sent by password recovery: the link opens the form that sets a new password. */
export function passwordResetMail(input: AccountMailInput): AccountMail {
  return {
    subject: `Reset your ${input.brand} password`,
    ...composeMail({
      brand: input.brand,
      greeting: `Hello ${input.firstname},`,
      paragraphs: ['Somebody (hopefully you) asked to reset the password of your account. Choose a new password here:'],
      action: { label: 'Choose a new password', url: input.url },
      note: 'This link works for 2 hours and only once. If you did not ask for it, ignore this email: your password stays as it is.',
      unsubscribeUrl: input.unsubscribeUrl,
    }),
  };
}
