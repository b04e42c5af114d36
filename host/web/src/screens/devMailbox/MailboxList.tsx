import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useShell } from '../../app/ShellContext.ts';
import { LoadError } from '../../ui/LoadError.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { mailboxQueries } from './mailboxQueries.ts';
import { MailStatusBadge } from './MailStatusBadge.tsx';
import { MailTime } from './MailTime.tsx';
import { FormField, Button } from '@lms/sdk/web';

interface MailboxListProps {
  /** The recipient filter ('' for all mail). */
  to: string;
  onFilter(to: string): void;
  /** The address of one message, keeping the filter. */
  messageHref(messageId: string): string;
}

/** What the platform sent, newest first, optionally to one recipient. */
export function MailboxList({ to, onFilter, messageHref }: MailboxListProps) {
  const { api } = useShell();
  const [draft, setDraft] = useState(to);
  const messages = useQuery(mailboxQueries.list(api, to));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilter(draft.trim());
  };

  if (messages.isError) return <LoadError error={messages.error} title="Mailbox" />;
  return (
    <div className="screen">
      <div className="screen-heading">
        <h1>Mailbox</h1>
        <Button variant="secondary" small onClick={() => void messages.refetch()} disabled={messages.isFetching}>
          Refresh
        </Button>
      </div>
      <p className="screen-subtitle">Mail the platform sent (validation, password recovery, unsubscribe...), newest first.</p>
      <form className="mailbox-filter" role="search" aria-label="Filter the mailbox" onSubmit={submit}>
        <FormField id="mailbox-to" label="Recipient" type="email" value={draft} onChange={setDraft} placeholder="name@example.org" />
        <Button type="submit" variant="primary" small>
          Filter
        </Button>
        {to && (
          <Button
            variant="secondary"
            small
            onClick={() => {
              setDraft('');
              onFilter('');
            }}
          >
            Show all
          </Button>
        )}
      </form>
      {messages.isPending ? (
        <LoadingState label="Loading the mailbox…" />
      ) : messages.data.length === 0 ? (
        <p className="empty-state">{to ? `No mail was sent to ${to}.` : 'No mail has been sent yet.'}</p>
      ) : (
        <div className="mailbox-table-wrap">
          <table className="mailbox-table">
            <caption className="visually-hidden">{to ? `Mail sent to ${to}` : 'Mail sent'}, newest first</caption>
            <thead>
              <tr>
                <th scope="col">To</th>
                <th scope="col">Subject</th>
                <th scope="col">Kind</th>
                <th scope="col">Status</th>
                <th scope="col">Time</th>
              </tr>
            </thead>
            <tbody>
              {messages.data.map((message) => (
                <tr key={message._id}>
                  <td>{message.to}</td>
                  <td>
                    <Link to={messageHref(message._id)}>{message.subject}</Link>
                  </td>
                  <td>{message.kind}</td>
                  <td>
                    <MailStatusBadge status={message.status} />
                  </td>
                  <td>
                    <MailTime value={message.sent_at ?? message.created_at} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
