import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useShell } from '../../app/ShellContext.ts';
import { errorNotice, isSessionLoss } from '../../notifications/errorNotice.ts';
import { messageQueries } from './messageQueries.ts';
import { markMessagesRead, type Inbox, type ReceivedMessage } from '@lms/sdk/calls';
import { Button } from '@lms/sdk/web';

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Who a message is from, as the list shows it. */
export function senderLabel(message: ReceivedMessage): string {
  if (message.kind === 'bot') return 'Automatic message';
  return message.from?.name || 'A former member of the course';
}

const KIND_LABELS: Record<ReceivedMessage['kind'], string | null> = { all: 'To all students', private: 'Private', bot: null };

/** The caller's received messages, newest first; unread ones are marked and can be marked read. */
export function ReceivedMessages({ courseId, inbox }: { courseId: string; inbox: Inbox }) {
  const { api, notifications } = useShell();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [marking, setMarking] = useState(false);
  const unreadIds = inbox.messages.filter((message) => !message.read).map((message) => message._id);

  const markRead = async (ids: string[]) => {
    setMarking(true);
    try {
      const { unread } = await api.call(markMessagesRead, { params: { courseId }, body: { ids } });
      queryClient.setQueryData(messageQueries.inbox(api, courseId).queryKey, (old) =>
        old && { ...old, unread, messages: old.messages.map((message) => (ids.includes(message._id) ? { ...message, read: true } : message)) },
      );
    } catch (error) {
      if (!isSessionLoss(error)) notifications.show({ type: 'error', message: errorNotice(error) });
    } finally {
      setMarking(false);
    }
  };

  return (
    <section className="messages-inbox" aria-labelledby={headingId}>
      <div className="messages-inbox__heading">
        <h3 id={headingId} className="messages-panel__heading">
          Received
        </h3>
        <span className="badge">{inbox.unread} unread</span>
        {unreadIds.length > 0 && (
          <Button variant="secondary" small disabled={marking} onClick={() => void markRead(unreadIds)}>
            Mark all as read
          </Button>
        )}
      </div>
      {inbox.messages.length === 0 ? (
        <p className="messages-inbox__empty">No messages yet.</p>
      ) : (
        <ul className="messages-inbox__list">
          {inbox.messages.map((message) => (
            <li key={message._id} className={message.read ? 'message' : 'message message--unread'}>
              <p className="message__meta">
                {!message.read && <span className="badge message__new">Unread</span>}
                <span className="message__from">{senderLabel(message)}</span>
                {KIND_LABELS[message.kind] && <span>{KIND_LABELS[message.kind]}</span>}
                <time dateTime={message.created_at}>{WHEN.format(new Date(message.created_at))}</time>
              </p>
              <p className="message__text">{message.text}</p>
              {!message.read && (
                <Button variant="secondary" small disabled={marking} onClick={() => void markRead([message._id])}>
                  Mark as read<span className="visually-hidden">: message from {senderLabel(message)}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
