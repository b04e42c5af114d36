import { useQuery } from '@tanstack/react-query';
import { useShell } from '../../app/ShellContext.ts';
import { errorNotice, isSessionLoss } from '../../notifications/errorNotice.ts';
import { useCurrentRoute } from '../../router/useCurrentRoute.ts';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { MessageComposer } from './MessageComposer.tsx';
import { messageQueries } from './messageQueries.ts';
import { ReceivedMessages } from './ReceivedMessages.tsx';
import './messages.css';

/**
 * Part 3 §2/§6 messaging, as the course's Messages panel: a professor's message
 * box (all students or one, unless the course disables messaging), and the
 * caller's received messages with their unread marks.
 */
export function MessagesPanel() {
  const { courseId } = useCurrentRoute();
  // The shell offers this panel on course screens only.
  return courseId ? <CourseMessages key={courseId} courseId={courseId} /> : null;
}

function CourseMessages({ courseId }: { courseId: string }) {
  const { api } = useShell();
  const inbox = useQuery(messageQueries.inbox(api, courseId));

  if (inbox.isPending) return <LoadingState label="Loading messages…" />;
  if (inbox.isError) return isSessionLoss(inbox.error) ? null : <p className="notice">{errorNotice(inbox.error)}</p>;
  const { professor, messaging_disabled: disabled } = inbox.data;
  return (
    <div className="messages-panel">
      {professor && (disabled ? <p className="notice">Messaging is disabled for this course.</p> : <MessageComposer courseId={courseId} />)}
      <ReceivedMessages courseId={courseId} inbox={inbox.data} />
    </div>
  );
}
