import { useId, useState, type KeyboardEvent } from 'react';

interface GridCellEditorProps {
  label: string;
  initialText: string;
  /** Checks and saves the text: the message to show, or null once saved. */
  onCommit(text: string): Promise<string | null>;
  onCancel(): void;
}

/** The text box of a cell being edited: Enter (or Tab) saves through the cell's rule, Escape gives up. */
export function GridCellEditor({ label, initialText, onCommit, onCancel }: GridCellEditorProps) {
  const messageId = useId();
  const [text, setText] = useState(initialText);
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const commit = async () => {
    setSaving(true);
    const problem = await onCommit(text);
    setSaving(false);
    setMessage(problem);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // The grid's own keys (arrows, Home, End) move the caret here, not the active cell.
    event.stopPropagation();
    if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      if (!saving) void commit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };
  return (
    <>
      <input
        className="lms-grid__editor"
        aria-label={label}
        aria-invalid={message !== null}
        aria-describedby={message === null ? undefined : messageId}
        value={text}
        autoFocus
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {message !== null && (
        <span id={messageId} role="alert" className="lms-grid__message">
          {message}
        </span>
      )}
    </>
  );
}
