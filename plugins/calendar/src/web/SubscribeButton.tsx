import { useState } from 'react';
import { Button } from '@lms/sdk/web';
import { SubscribeModal } from './SubscribeModal.tsx';

/** `startOpen`: the calendar address carries ?subscribe=1 (the insights screen's 'Subscribe to calendar' link). */
export function SubscribeButton({ courseId, startOpen = false }: { courseId: string; startOpen?: boolean }) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <Button variant="secondary" small onClick={() => setOpen(true)}>
        Subscribe to calendar
      </Button>
      {open && <SubscribeModal courseId={courseId} onClose={() => setOpen(false)} />}
    </>
  );
}
