import { useState } from 'react';
import { Button } from '@lms/sdk/web';
import { SubscribeModal } from './SubscribeModal.tsx';

export function SubscribeButton({ courseId }: { courseId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" small onClick={() => setOpen(true)}>
        Subscribe to calendar
      </Button>
      {open && <SubscribeModal courseId={courseId} onClose={() => setOpen(false)} />}
    </>
  );
}
