import { fieldId } from '../login/form/fieldId.ts';
import { TermsLink } from './TermsLink.tsx';
import { CheckboxField } from '@lms/sdk/web';

/** Acceptance of the terms (`toc` of the enclosing <Form>), with a link to read them. */
export function TermsCheckbox({ form }: { form: string }) {
  return (
    <CheckboxField
      name="toc"
      id={fieldId(form, 'toc')}
      label="I accept the Terms and Conditions"
      labelExtra={
        <p className="entry__hint">
          Read the <TermsLink />.
        </p>
      }
    />
  );
}
