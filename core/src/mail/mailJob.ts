/** The job kind that delivers one outbox message; its payload is `MailJobPayload`. */
export const MAIL_JOB = 'mail';

/** Tries over about 20 minutes of backoff (10 s doubling), enough to ride out a short SMTP outage. */
export const MAIL_MAX_ATTEMPTS = 8;

export interface MailJobPayload {
  mailId: string;
}
