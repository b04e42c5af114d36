import { useId, useRef, type ReactNode } from 'react';
import { useModalFocus } from '@lms/sdk/web';

interface ModalDialogProps {
  title: string;
  /** 'alertdialog' for a question that needs an answer (a confirmation). */
  role?: 'dialog' | 'alertdialog';
  onClose(): void;
  children: ReactNode;
}

/** A modal labelled by its title: the focus moves in and stays inside, Escape closes, and the focus goes back on close. */
export function ModalDialog({ title, role = 'dialog', onClose, children }: ModalDialogProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const { onKeyDown } = useModalFocus(dialog, onClose);
  return (
    <div className="lms-adoptions-backdrop">
      <div ref={dialog} className="lms-adoptions-dialog" role={role} aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        <h2 id={titleId}>{title}</h2>
        {children}
      </div>
    </div>
  );
}
