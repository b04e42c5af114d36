import { Field, errorAttributes } from '../../ui/Field.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import type { SettingField } from './courseSettingsFields.ts';
import { ImageUrlField } from './ImageUrlField.tsx';

interface SettingControlProps {
  courseId: string;
  field: SettingField;
  value: string | boolean;
  error?: string;
  onChange(value: string | boolean): void;
  onRatioProblem(problem: string | undefined): void;
}

/** One course setting, drawn by its kind; its error (if any) tied to it. */
export function SettingControl({ courseId, field, value, error, onChange, onRatioProblem }: SettingControlProps) {
  const id = `setting-${field.key.replace(/\./g, '-')}`;
  const hint = field.hint && <p className="settings-hint">{field.hint}</p>;
  const text = typeof value === 'string' ? value : '';
  switch (field.kind) {
    case 'flag':
      return (
        <div className="field field--check">
          <input id={id} type="checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)} />
          <label htmlFor={id}>{field.label}</label>
          {hint}
        </div>
      );
    case 'select':
      return (
        <Field id={id} label={field.label} error={error}>
          <select id={id} className="field__input" value={text} onChange={(event) => onChange(event.target.value)} {...errorAttributes(id, error)}>
            {field.options?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
      );
    case 'image':
      return <ImageUrlField id={id} courseId={courseId} label={field.label} value={text} error={error} onChange={onChange} onRatioProblem={onRatioProblem} />;
    case 'multiline':
    case 'ids':
      return (
        <>
          <TextAreaField id={id} label={field.label} value={text} onChange={onChange} error={error} />
          {hint}
        </>
      );
    default:
      return (
        <>
          <TextField
            id={id}
            label={field.label}
            value={text}
            onChange={onChange}
            error={error}
            inputMode={field.kind === 'score' ? 'numeric' : undefined}
            placeholder={field.kind === 'date' ? 'mm/dd/yyyy hh:mm' : undefined}
          />
          {hint}
        </>
      );
  }
}
