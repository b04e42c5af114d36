import { useState } from 'react';
import { Button, useNotify } from '@lms/sdk/web';
import { flagMessage, type ChatMessage } from '../../calls/chatCalls.ts';
import { useCallMutation } from '../serverData.ts';
import { FlagForm } from './FlagForm.tsx';

/** Copy an answer, or flag it as wrong for the course's staff (they see it in the AI manager). */
export function AnswerActions({ courseId, message, onFlagged }: { courseId: string; message: ChatMessage; onFlagged(message: ChatMessage): void }) {
  const notify = useNotify();
  const [flagging, setFlagging] = useState(false);
  const flag = useCallMutation(flagMessage);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(message.text);
      notify({ type: 'success', message: 'Answer copied.' });
    } catch {
      notify({ type: 'error', message: 'The answer could not be copied: select its text and copy it.' });
    }
  };
  if (flagging)
    return (
      <FlagForm
        onCancel={() => setFlagging(false)}
        onSend={async (reason) => {
          const flagged = await flag.mutateAsync({ params: { courseId, messageId: message._id }, body: reason ? { reason } : {} });
          setFlagging(false);
          onFlagged(flagged);
        }}
      />
    );
  return (
    <div className="lms-ai-actions">
      <Button small onClick={copy}>
        Copy{' '}<span className="lms-visually-hidden">the answer</span>
      </Button>
      {message.flagged ? (
        <span className="lms-ai-flagged">Flagged as wrong</span>
      ) : (
        <Button small onClick={() => setFlagging(true)}>
          Flag as wrong
        </Button>
      )}
    </div>
  );
}
