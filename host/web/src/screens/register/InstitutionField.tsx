import { fieldId } from '../login/form/fieldId.ts';
import { FormField } from '@lms/sdk/web';

/** The registrant's institution, the `university` of the enclosing <Form> (LTI and professor registration). */
export function InstitutionField({ form }: { form: string }) {
  return <FormField name="university" id={fieldId(form, 'university')} label="Institution" autoComplete="organization" />;
}
