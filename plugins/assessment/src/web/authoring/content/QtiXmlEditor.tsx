import { useId } from 'react';
import type { ContentForm } from './contentForm.ts';
import type { ContentEditorProps } from './contentEditorProps.ts';

/**
 * An item kept as QTI (issue 28) is authored as its XML: the server renames a
 * QTI 2.1 or 2.2 item to QTI 3.0, sanitises it and checks its processing on
 * save, and says what it cannot take.
 */
export function QtiXmlEditor({ content, onChange, errors }: ContentEditorProps<ContentForm>) {
  const id = useId();
  const error = errors['content/xml'] ?? errors.content;
  return (
    <div className="lms-authoring-group">
      <label htmlFor={`${id}-xml`}>QTI assessment item (XML)</label>
      <textarea
        id={`${id}-xml`}
        className="lms-authoring-source"
        spellCheck={false}
        rows={16}
        value={String(content.xml ?? '')}
        onChange={(event) => onChange({ ...content, xml: event.target.value })}
        aria-invalid={error !== undefined || undefined}
        aria-describedby={error === undefined ? undefined : `${id}-error`}
      />
      {error !== undefined && (
        <p id={`${id}-error`} className="lms-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
