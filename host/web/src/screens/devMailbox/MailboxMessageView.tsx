import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useShell } from '../../app/ShellContext.ts';
import { LoadError } from '../../ui/LoadError.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { LinkedText } from './LinkedText.tsx';
import { mailboxQueries } from './mailboxQueries.ts';
import { MailStatusBadge } from './MailStatusBadge.tsx';
import { MailTime } from './MailTime.tsx';

const TRANSPORTS = { smtp: 'SMTP', mailbox: 'Built-in mailbox' } as const;

/** One message: its envelope, its text with clickable links (to follow a validation link), and its HTML version. */
export function MailboxMessageView({ messageId, backHref }: { messageId: string; backHref: string }) {
  const { api } = useShell();
  const message = useQuery(mailboxQueries.message(api, messageId));
  const back = (
    <Link className="mailbox-back" to={backHref}>
      Back to the mailbox
    </Link>
  );

  if (message.isPending) return <LoadingState label="Loading the message…" />;
  if (message.isError) return <LoadError error={message.error} title="Mailbox" messages={{ 'not-found': 'This message does not exist.' }} />;
  const mail = message.data;
  return (
    <div className="screen">
      {back}
      <div className="screen-heading">
        <h1>{mail.subject}</h1>
        <MailStatusBadge status={mail.status} />
      </div>
      <dl className="mailbox-envelope">
        <dt>To</dt>
        <dd>{mail.to}</dd>
        <dt>Kind</dt>
        <dd>{mail.kind}</dd>
        <dt>Delivered through</dt>
        <dd>{mail.transport ? TRANSPORTS[mail.transport] : 'Not yet'}</dd>
        <dt>Queued</dt>
        <dd>
          <MailTime value={mail.created_at} />
        </dd>
        <dt>Sent</dt>
        <dd>
          <MailTime value={mail.sent_at} />
        </dd>
        {mail.last_error && (
          <>
            <dt>Last error</dt>
            <dd>
              {mail.last_error} (after {mail.attempts} {mail.attempts === 1 ? 'try' : 'tries'})
            </dd>
          </>
        )}
      </dl>
      <section aria-labelledby="mailbox-text-heading">
        <h2 id="mailbox-text-heading">Text</h2>
        {mail.text === null ? <p className="empty-state">This message went out by SMTP: its text and links are for the recipient only.</p> : <LinkedText text={mail.text} />}
      </section>
      {mail.html !== null && (
        <section aria-labelledby="mailbox-html-heading">
          <h2 id="mailbox-html-heading">HTML version</h2>
          {/* Fully sandboxed: the HTML is shown, never run. */}
          <iframe className="mailbox-html" title={`HTML version of ${mail.subject}`} sandbox="" srcDoc={mail.html} />
        </section>
      )}
    </div>
  );
}
