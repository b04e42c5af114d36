import { useId, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useFormField } from '@lms/sdk/web';
import { CODE_GROUP_LENGTH, CODE_GROUPS, CODE_LENGTH } from '../../schemas/paymentCode.ts';
import { codeCharacters, fillGroups, type CodeGroups } from './accessCode.ts';

/**
 * Part 1 §5: the code in four boxes of 4. Typing is upper-cased and keeps
 * only the allowed characters; a full box hands the focus to the next one;
 * a pasted code spreads over the boxes (a whole code fills all four);
 * Backspace in an empty box goes back to the previous one. The code is the
 * `paymentCode` of the enclosing <Form> (the first box is named so: the
 * server's message for the code lands there).
 */
export function CodeBoxes() {
  const { value: groups, onChange, error, ref } = useFormField<CodeGroups>('paymentCode');
  const hintId = useId();
  const errorId = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[Math.min(index, CODE_GROUPS - 1)]?.focus();

  const write = (start: number, characters: string) => {
    const next = fillGroups(groups, start, characters);
    onChange(next);
    // The last box written keeps the focus unless it is full.
    const last = Math.min(start + Math.ceil(characters.length / CODE_GROUP_LENGTH) - 1, CODE_GROUPS - 1);
    focusBox(next[last]!.length === CODE_GROUP_LENGTH ? last + 1 : last);
  };

  const typed = (index: number, value: string) => {
    const characters = codeCharacters(value);
    if (characters.length > CODE_GROUP_LENGTH) return write(index, characters);
    onChange(groups.map((group, at) => (at === index ? characters : group)));
    if (characters.length === CODE_GROUP_LENGTH && groups[index]!.length < CODE_GROUP_LENGTH) focusBox(index + 1);
  };

  const pasted = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const characters = codeCharacters(event.clipboardData.getData('text'));
    event.preventDefault();
    if (characters.length >= CODE_LENGTH) return write(0, characters);
    const box = event.currentTarget;
    const current = groups[index]!;
    const before = current.slice(0, box.selectionStart ?? current.length);
    const after = current.slice(box.selectionEnd ?? current.length);
    typed(index, before + characters + after);
  };

  const backspace = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Backspace' || groups[index] !== '' || index === 0) return;
    event.preventDefault();
    focusBox(index - 1);
  };

  const describedBy = error ? `${errorId} ${hintId}` : hintId;
  return (
    <fieldset className="lms-payments-code">
      <legend>Access code</legend>
      <p id={hintId} className="lms-payments-muted">
        Four groups of 4 letters and digits (a code has no I, O or 0).
      </p>
      <div className="lms-payments-code-boxes">
        {groups.map((group, index) => (
          <span key={index} className="lms-payments-code-box">
            {index > 0 && <span aria-hidden="true">-</span>}
            <input
              ref={(element) => {
                boxes.current[index] = element;
                if (index === 0) ref(element);
              }}
              name={index === 0 ? 'paymentCode' : undefined}
              type="text"
              aria-label={`Access code, group ${index + 1} of ${CODE_GROUPS}`}
              aria-invalid={error !== undefined}
              aria-describedby={describedBy}
              value={group}
              size={CODE_GROUP_LENGTH}
              maxLength={CODE_GROUP_LENGTH}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              onChange={(event) => typed(index, event.target.value)}
              onPaste={(event) => pasted(index, event)}
              onKeyDown={(event) => backspace(index, event)}
            />
          </span>
        ))}
      </div>
      {error && (
        <p id={errorId} className="lms-payments-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
