import { useCallback, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@lms/sdk/web';

interface Pending {
  message: string;
  answer(yes: boolean): void;
}

/**
 * Asks a yes/no question in the kit's confirm dialog and waits for the answer,
 * so a save reads as steps (past due dates? the section template?). Render
 * `dialog`.
 */
export function useQuestion(): { ask(message: string): Promise<boolean>; dialog: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  const ask = useCallback((message: string) => new Promise<boolean>((resolve) => setPending({ message, answer: resolve })), []);
  const answer = (yes: boolean) => {
    pending?.answer(yes);
    setPending(null);
  };
  const dialog = pending && (
    <ConfirmDialog title="Please confirm" confirmLabel="Continue" onConfirm={() => answer(true)} onCancel={() => answer(false)}>
      <p>{pending.message}</p>
    </ConfirmDialog>
  );
  return { ask, dialog };
}
