import { fieldId } from '../login/form/fieldId.ts';
import { FormField } from '@lms/sdk/web';

export interface PersonValues {
  name: string;
  surname: string;
  email: string;
}

export const EMPTY_PERSON: PersonValues = { name: '', surname: '', email: '' };

/** First name, last name and email of the enclosing <Form>, named as the registration calls name them. */
export function PersonFields({ form }: { form: string }) {
  return (
    <>
      <div className="entry-form__row">
        <FormField name="name" id={fieldId(form, 'name')} label="First name" autoComplete="given-name" />
        <FormField name="surname" id={fieldId(form, 'surname')} label="Last name" autoComplete="family-name" />
      </div>
      <FormField name="email" id={fieldId(form, 'email')} label="Email" type="email" autoComplete="email" />
    </>
  );
}
