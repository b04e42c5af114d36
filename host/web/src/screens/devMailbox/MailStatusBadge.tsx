import type { MailboxEntry } from '@lms/sdk/calls';

const LABELS: Record<MailboxEntry['status'], string> = { queued: 'Queued', sent: 'Sent', failed: 'Failed' };

export function MailStatusBadge({ status }: { status: MailboxEntry['status'] }) {
  return <span className={`badge mailbox-status mailbox-status--${status}`}>{LABELS[status]}</span>;
}
