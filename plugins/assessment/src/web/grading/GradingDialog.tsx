import { useId, useRef, type ReactNode } from 'react';
import { useModalFocus } from '@lms/sdk/web';

interface GradingDialogProps {
  title: string;
  children: ReactNode;
  onClose(): void;
}

/**
 * A modal dialog: labelled by its title, the focus moved to its first control
 * (the dialog itself while it has none) and kept inside, Escape closes, the focus goes back where it was on close.
 */
export function GradingDialog({ title, children, onClose }: GradingDialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const { onKeyDown } = useModalFocus(dialogRef, onClose);

  return (
    <div className="lms-grading-backdrop">
      <div ref={dialogRef} className="lms-grading-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        <h2 id={titleId}>{title}</h2>
        {children}
      </div>
    </div>
  );
}
