import { useId } from 'react';
import { useFormField, useSiteLinks } from '@lms/sdk/web';

/** Part 1 §5: a code is redeemed only once the terms are accepted; the `terms` of the enclosing <Form> (its label holds a link, so it is a control of its own). */
export function TermsCheckbox() {
  const { name, value: checked, onChange, error, ref } = useFormField<boolean>('terms');
  const id = useId();
  const errorId = useId();
  const { terms } = useSiteLinks();
  return (
    <div className="lms-payments-terms">
      <input ref={ref} id={id} name={name} type="checkbox" checked={checked} aria-invalid={error !== undefined} aria-describedby={error ? errorId : undefined} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>
        I accept the{' '}
        <a href={terms} target="_blank" rel="noreferrer">
          Terms and Conditions
        </a>
      </label>
      {error && (
        <p id={errorId} className="lms-payments-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
