import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { defineCall } from '../call.ts';
import { EMAIL_MAX_LENGTH } from '../rules/email.ts';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** One line of the development mailbox (issue 3 §4). */
export const MailboxEntrySchema = Type.Object({
  _id: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  kind: Type.String(),
  status: Type.Union([Type.Literal('queued'), Type.Literal('sent'), Type.Literal('failed')]),
  /** Null until the first try. */
  transport: nullable(Type.Union([Type.Literal('smtp'), Type.Literal('mailbox')])),
  created_at: Type.String({ format: 'date-time' }),
  sent_at: nullable(Type.String({ format: 'date-time' })),
});
export type MailboxEntry = Static<typeof MailboxEntrySchema>;

/** One message with its bodies. */
export const MailboxMessageSchema = Type.Composite([
  MailboxEntrySchema,
  Type.Object({
    /** Null when `body_hidden`. */
    text: nullable(Type.String()),
    html: nullable(Type.String()),
    /** Mail sent by SMTP: its bodies (and links) stay with the recipient. */
    body_hidden: Type.Boolean(),
    user_id: nullable(Type.String()),
    attempts: Type.Integer(),
    last_error: nullable(Type.String()),
    message_id: nullable(Type.String()),
  }),
]);
export type MailboxMessage = Static<typeof MailboxMessageSchema>;

export const listMailbox = defineCall({
  method: 'GET',
  path: 'dev/mailbox/',
  summary: 'The development mailbox: outgoing mail, newest first (at most 200), optionally only to one address (?to=).',
  query: Type.Object({
    to: Type.Optional(Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH, errorMessage: 'Filter by one email address.' })),
  }),
  answer: Type.Object({ messages: Type.Array(MailboxEntrySchema) }),
});

export const getMailboxMessage = defineCall({
  method: 'GET',
  path: 'dev/mailbox/:messageId/',
  summary: 'One message of the development mailbox with its text and HTML bodies (withheld when mail goes out by SMTP).',
  answer: MailboxMessageSchema,
});
