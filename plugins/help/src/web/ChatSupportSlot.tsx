import { useId, useState } from 'react';
import { MessageCircle } from 'lucide-react';
import { Button } from '@lms/sdk/web';
import type { ChatSupport } from '../schemas/helpContent.ts';

/**
 * The label bundle's chat-support widget (part 1 §1), when the bundle turns it
 * on: the provider's page in a sandboxed frame opened on request, so nothing of
 * the provider loads until the reader asks and no script of theirs runs in our page.
 */
export function ChatSupportSlot({ chat }: { chat: ChatSupport }) {
  const [open, setOpen] = useState(false);
  const frameId = useId();
  if (!chat.enabled) return null;
  return (
    <section className="lms-help__chat" aria-label={chat.title}>
      <Button variant="primary" aria-expanded={open} aria-controls={frameId} onClick={() => setOpen(!open)}>
        <MessageCircle aria-hidden="true" size={18} /> {open ? 'Close the chat' : chat.title}
      </Button>
      {open && (
        <iframe
          id={frameId}
          className="lms-help__chat-frame"
          src={chat.url}
          title={chat.title}
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
          referrerPolicy="no-referrer"
        />
      )}
    </section>
  );
}
