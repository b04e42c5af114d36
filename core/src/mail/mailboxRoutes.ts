import { defineRoute } from '@lms/contract/route.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import { getMailboxMessage, listMailbox } from '@lms/contract/calls/mailboxCalls.ts';
import { kernelParts } from '../kernel/kernelParts.ts';
import { mailRefs } from './mailServices.ts';
import type { MailboxEntry } from './mailRow.ts';

/** The outbox's times as the wire carries them (ISO strings). */
function withIsoTimes<E extends MailboxEntry>(entry: E): Omit<E, 'created_at' | 'sent_at'> & { created_at: string; sent_at: string | null } {
  return { ...entry, created_at: entry.created_at.toISOString(), sent_at: entry.sent_at?.toISOString() ?? null };
}

/**
 * The development mailbox (issue 3 §4): what the outbox sent. It holds every
 * account's reset links, so only the highest administrator level (site
 * administrators) reads it: a junior administrator must not take over a senior's account.
 */
export const mailboxRoutes = [
  defineRoute(listMailbox, {
    permission: 'site-admin',
    deps: { mailbox: mailRefs.mailbox },
    async handler({ query, deps }) {
      return { messages: (await deps.mailbox.list({ to: query.to })).map(withIsoTimes) };
    },
  }),
  defineRoute(getMailboxMessage, {
    permission: 'site-admin',
    deps: { mailbox: mailRefs.mailbox, config: kernelParts.config },
    async handler({ params, deps }) {
      const message = await deps.mailbox.message(params.messageId);
      if (!message) throw new LmsError('not-found', 'This message does not exist.');
      // With SMTP the links belong to their recipients: an administrator must not be able to follow another user's reset link.
      if (deps.config.smtpUrl) return { ...withIsoTimes(message), text: null, html: null, body_hidden: true };
      return { ...withIsoTimes(message), body_hidden: false };
    },
  }),
];
