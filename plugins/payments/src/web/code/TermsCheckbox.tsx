import { useId } from 'react';
import { useSiteLinks } from '@lms/sdk/web';

interface TermsCheckboxProps {
  checked: boolean;
  onChange(checked: boolean): void;
  error?: string;
}

/** Part 1 §5: a code is redeemed only once the terms are accepted. */
export function TermsCheckbox({ checked, onChange, error }: TermsCheckboxProps) {
  const id = useId();
  const errorId = useId();
  const { terms } = useSiteLinks();
  return (
    <div className="lms-payments-terms">
      <input id={id} type="checkbox" checked={checked} aria-invalid={error !== undefined} aria-describedby={error ? errorId : undefined} onChange={(event) => onChange(event.target.checked)} />
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
