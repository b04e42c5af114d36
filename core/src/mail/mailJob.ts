import { Type, type Static } from '@sinclair/typebox';

/** The job kind that delivers one outbox message; its payload is `mailJobPayload`. */
export const MAIL_JOB = 'mail';

/** Tries over about 20 minutes of backoff (10 s doubling), enough to ride out a short SMTP outage. */
export const MAIL_MAX_ATTEMPTS = 8;

/** The mail job's payload: the outbox message to deliver. */
export const mailJobPayload = Type.Object({ mailId: Type.String() });
export type MailJobPayload = Static<typeof mailJobPayload>;
