import type { SettingField } from './courseSettingsFields.ts';
import { ImageUrlField } from './ImageUrlField.tsx';
import { CheckboxField, FormField, NumberField, SelectField, TextAreaField } from '@lms/sdk/web';

interface SettingControlProps {
  courseId: string;
  field: SettingField;
  value: string | boolean;
  error?: string;
  onChange(value: string | boolean): void;
  onRatioProblem(problem: string | undefined): void;
}

/** One course setting, drawn by its kind, its control named by the setting's path (where a 422 for it lands); its error (if any) tied to it. */
export function SettingControl({ courseId, field, value, error, onChange, onRatioProblem }: SettingControlProps) {
  const id = `setting-${field.key.replace(/\./g, '-')}`;
  const text = typeof value === 'string' ? value : '';
  switch (field.kind) {
    case 'flag':
      return <CheckboxField name={field.key} id={id} label={field.label} hint={field.hint} value={value === true} onChange={onChange} error={error} />;
    case 'select':
      return <SelectField name={field.key} id={id} label={field.label} value={text} options={field.options ?? []} onChange={onChange} error={error} />;
    case 'image':
      return <ImageUrlField name={field.key} id={id} courseId={courseId} label={field.label} value={text} error={error} onChange={onChange} onRatioProblem={onRatioProblem} />;
    case 'score':
      return <NumberField name={field.key} id={id} label={field.label} hint={field.hint} value={text} onChange={onChange} error={error} />;
    case 'multiline':
      return <TextAreaField name={field.key} id={id} label={field.label} hint={field.hint} value={text} onChange={onChange} error={error} />;
    default:
      return (
        <FormField
          name={field.key}
          id={id}
          label={field.label}
          hint={field.hint}
          value={text}
          onChange={onChange}
          error={error}
          placeholder={field.kind === 'date' ? 'mm/dd/yyyy hh:mm' : undefined}
        />
      );
  }
}
