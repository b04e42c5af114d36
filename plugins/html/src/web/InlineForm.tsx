import type { KeyboardEvent, ReactNode } from 'react';
import { Button } from '@lms/sdk/web';

interface InlineFormProps {
  /** The group's accessible name. */
  label: string;
  onApply(): void;
  onCancel(): void;
  children: ReactNode;
}

/**
 * A small form under the toolbar: Enter in a field applies it, Escape cancels it.
 * A group rather than a <form>: the editor usually sits inside the host's form, and forms must not nest.
 */
export function InlineForm({ label, onApply, onCancel, children }: InlineFormProps) {
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      onApply();
    } else if (event.key === 'Escape') {
      // Closes only this form, not a dialog around the editor.
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  }

  return (
    <div className="lms-html-inline-form" role="group" aria-label={label} onKeyDown={onKeyDown}>
      {children}
      <div className="lms-html-inline-form-actions">
        <Button variant="primary" small onClick={onApply}>
          Apply
        </Button>
        <Button variant="secondary" small onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
