import { fieldId } from '../login/form/fieldId.ts';
import { FormField } from '@lms/sdk/web';

/** The extra fields a brand asks students for (`fields.{key}` of the enclosing <Form>), reported as `fields/{key}`. */
export function StudentFields({ form, labels }: { form: string; labels: Readonly<Record<string, string>> }) {
  return (
    <>
      {Object.entries(labels).map(([key, label]) => (
        <FormField key={key} name={`fields.${key}`} id={fieldId(form, `fields/${key}`)} label={label} />
      ))}
    </>
  );
}
