import { useId, useRef, type ReactNode } from 'react';
import { useModalFocus } from '@lms/sdk/web';
import './modal.css';

interface ModalProps {
  title: string;
  children: ReactNode;
  /** The buttons; the first one gets the focus when the dialog opens. */
  actions: ReactNode;
  onClose(): void;
}

/** A modal dialog: labelled by its title, focus moved in and kept inside, Escape closes, focus returns on close. */
export function Modal({ title, children, actions, onClose }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const { onKeyDown } = useModalFocus(dialogRef, onClose, '.modal__actions button');
  return (
    <div className="modal__backdrop">
      <div ref={dialogRef} className="modal" role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <div className="modal__body">{children}</div>
        <div className="modal__actions">{actions}</div>
      </div>
    </div>
  );
}
