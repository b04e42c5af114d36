import { defineRoute } from '../contract/route.ts';
import { jsonSchema } from '../contract/jsonSchema.ts';
import { LmsError } from '../errors/LmsError.ts';
import { kernelRefs } from '../kernel/coreRefs.ts';

const mailboxQuery = jsonSchema<{ to?: string }>({
  type: 'object',
  properties: { to: { type: 'string', minLength: 1, maxLength: 320, errorMessage: 'Filter by one email address.' } },
});

/**
 * The development mailbox (issue 3 §4): what the outbox sent. It holds every
 * account's reset links, so only the highest administrator level (site
 * administrators) reads it: a junior administrator must not take over a senior's account.
 */
export const mailboxRoutes = [
  defineRoute({
    method: 'GET',
    path: 'dev/mailbox/',
    permission: 'site-admin',
    summary: 'The development mailbox: outgoing mail, newest first (at most 200), optionally only to one address (?to=).',
    query: mailboxQuery,
    deps: { mailbox: kernelRefs.mailbox },
    async handler({ query, deps }) {
      return { messages: await deps.mailbox.list({ to: query.to }) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: 'dev/mailbox/:messageId/',
    permission: 'site-admin',
    summary: 'One message of the development mailbox with its text and HTML bodies (withheld when mail goes out by SMTP).',
    deps: { mailbox: kernelRefs.mailbox, config: kernelRefs.config },
    async handler({ params, deps }) {
      const message = await deps.mailbox.message(params.messageId!);
      if (!message) throw new LmsError('not-found', 'This message does not exist.');
      // With SMTP the links belong to their recipients: an administrator must not be able to follow another user's reset link.
      if (deps.config.smtpUrl) return { ...message, text: null, html: null, body_hidden: true };
      return { ...message, body_hidden: false };
    },
  }),
];
