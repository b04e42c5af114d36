import { FormField } from '@lms/sdk/web';
import { UPLOAD_EXTENSIONS } from '../../../schemas/itemContentSchemas.ts';
import type { ItemType } from '../../../schemas/itemTypes.ts';
import type { ContentForm } from './contentForm.ts';
import type { ContentEditorProps } from './contentEditorProps.ts';
import { ErrorText } from './ErrorText.tsx';

type ManualType = Extract<ItemType, 'longtext' | 'longtextV2' | 'plaintext' | 'audio' | 'video' | 'fileupload'>;

const LIMITS = {
  max_length: { label: 'Longest answer (characters)', hint: 'Empty for no limit.' },
  max_seconds: { label: 'Longest recording (seconds)', hint: 'Empty for no limit.' },
} as const;

function FileTypes({ content, onChange, errors }: ContentEditorProps<ContentForm>) {
  const chosen = (content.extensions as string[] | undefined) ?? [];
  const toggle = (extension: string, on: boolean) => onChange({ ...content, extensions: on ? [...chosen, extension] : chosen.filter((other) => other !== extension) });
  return (
    <fieldset className="lms-authoring-group">
      <legend>Accepted file types</legend>
      <p className="lms-assessment-muted">None chosen: every file type uploads accept.</p>
      <ErrorText message={errors['content/extensions']} />
      <div className="lms-authoring-extensions">
        {UPLOAD_EXTENSIONS.map((extension) => (
          <label key={extension} className="lms-assessment-check">
            <input type="checkbox" checked={chosen.includes(extension)} onChange={(event) => toggle(extension, event.target.checked)} />
            {extension}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The manually scored types (part 2 §9): a person scores the answer; the author only sets its limits. */
export function ManualLimitsEditor({ type, ...props }: ContentEditorProps<ContentForm> & { type: ManualType }) {
  if (type === 'fileupload') return <FileTypes {...props} />;
  const field = type === 'audio' || type === 'video' ? 'max_seconds' : 'max_length';
  return (
    <fieldset className="lms-authoring-group">
      <legend>Limits</legend>
      <p className="lms-assessment-muted">A person scores the answers to this Question.</p>
      <FormField
        label={LIMITS[field].label}
        inputMode="numeric"
        value={String(props.content[field] ?? '')}
        onChange={(text) => props.onChange({ ...props.content, [field]: text })}
        hint={LIMITS[field].hint}
        error={props.errors[`content/${field}`]}
      />
    </fieldset>
  );
}
