import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../theme/useDocumentTitle.ts';
import { MailboxList } from './MailboxList.tsx';
import { MailboxMessageView } from './MailboxMessageView.tsx';
import '../screens.css';
import './devMailbox.css';

/**
 * /dev/mailbox (site administrators only: it holds reset links): the mail the outbox sent, and one message at
 * ?message=<id>. The recipient filter stays in ?to= so a view can be shared and reloaded.
 */
export function DevMailboxScreen() {
  useDocumentTitle('Mailbox');
  const [search, setSearch] = useSearchParams();
  const to = search.get('to') ?? '';
  const messageId = search.get('message');
  const address = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;
  const withFilter: Record<string, string> = to ? { to } : {};

  if (messageId) return <MailboxMessageView messageId={messageId} backHref={address(withFilter)} />;
  return <MailboxList to={to} onFilter={(next) => setSearch(next ? { to: next } : {})} messageHref={(id) => address({ ...withFilter, message: id })} />;
}
