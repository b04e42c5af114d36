import { TextField } from '../../ui/TextField.tsx';
import { fieldId } from '../login/form/fieldId.ts';

export interface PersonValues {
  name: string;
  surname: string;
  email: string;
}

export const EMPTY_PERSON: PersonValues = { name: '', surname: '', email: '' };

interface PersonFieldsProps {
  form: string;
  values: PersonValues;
  update(changes: Partial<PersonValues>): void;
  errors: Readonly<Record<string, string>>;
}

/** First name, last name and email, named as the registration calls name them. */
export function PersonFields({ form, values, update, errors }: PersonFieldsProps) {
  return (
    <>
      <div className="entry-form__row">
        <TextField
          id={fieldId(form, 'name')}
          label="First name"
          autoComplete="given-name"
          value={values.name}
          onChange={(name) => update({ name })}
          error={errors.name}
        />
        <TextField
          id={fieldId(form, 'surname')}
          label="Last name"
          autoComplete="family-name"
          value={values.surname}
          onChange={(surname) => update({ surname })}
          error={errors.surname}
        />
      </div>
      <TextField
        id={fieldId(form, 'email')}
        label="Email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(email) => update({ email })}
        error={errors.email}
      />
    </>
  );
}
