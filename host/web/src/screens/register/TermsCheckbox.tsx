import { CheckboxField } from '../login/form/CheckboxField.tsx';
import { fieldId } from '../login/form/fieldId.ts';
import { TermsLink } from './TermsLink.tsx';

interface TermsCheckboxProps {
  form: string;
  checked: boolean;
  onChange(checked: boolean): void;
  error?: string;
}

/** Acceptance of the terms (`toc`), with a link to read them. */
export function TermsCheckbox({ form, checked, onChange, error }: TermsCheckboxProps) {
  return (
    <CheckboxField id={fieldId(form, 'toc')} label="I accept the Terms and Conditions" checked={checked} onChange={onChange} error={error}>
      <p className="entry__hint">
        Read the <TermsLink />.
      </p>
    </CheckboxField>
  );
}
