import type { Ref } from 'react';

interface SourceEditorProps {
  html: string;
  onChange(html: string): void;
  invalid: boolean;
  describedBy: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** The component's raw HTML in a plain text area, for what the visual editor cannot hold. */
export function SourceEditor({ html, onChange, invalid, describedBy, ref }: SourceEditorProps) {
  return (
    <textarea
      ref={ref}
      className="lms-html-source"
      aria-label="HTML source"
      spellCheck={false}
      value={html}
      onChange={(event) => onChange(event.target.value)}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy === '' ? undefined : describedBy}
    />
  );
}
