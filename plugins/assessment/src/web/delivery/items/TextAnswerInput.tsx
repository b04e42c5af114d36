import type { TypeInputProps, ItemOf } from './itemInputProps.ts';

const text = (response: unknown) => (typeof response === 'string' ? response : '');

/** Short text and numeric: one line. A number is sent as typed (scoring reads a decimal comma, a minus sign, an exponent). */
export function LineAnswerInput({ item, response, onChange, readOnly, ids, promptId }: TypeInputProps<ItemOf<'short_text' | 'numeric'>>) {
  return (
    <input
      id={`${ids}-answer`}
      className="lms-item__line"
      type="text"
      inputMode={item.type === 'numeric' ? 'decimal' : undefined}
      autoComplete="off"
      spellCheck={item.type === 'short_text'}
      aria-labelledby={promptId}
      value={text(response)}
      readOnly={readOnly}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** The essay types (longtext, longtextV2, plaintext): plain text, within the item's length when it has one. */
export function EssayAnswerInput({ item, response, onChange, readOnly, ids, promptId }: TypeInputProps<ItemOf<'longtext' | 'longtextV2' | 'plaintext'>>) {
  const value = text(response);
  const max = item.content.max_length;
  return (
    <div className="lms-item__essay">
      <textarea
        id={`${ids}-answer`}
        rows={8}
        aria-labelledby={promptId}
        aria-describedby={max === undefined ? undefined : `${ids}-count`}
        maxLength={max}
        value={value}
        readOnly={readOnly}
        onChange={(event) => onChange(event.target.value)}
      />
      {max !== undefined && (
        <p id={`${ids}-count`} className="lms-item__note">
          {value.length} of {max} characters
        </p>
      )}
    </div>
  );
}
