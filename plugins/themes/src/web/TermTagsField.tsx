import type { TermTag } from '@lms/theme-kit';
import { Button, FormField, useFormField } from '@lms/sdk/web';

const BLANK: TermTag = { value: '', start_date: null, end_date: null };

/** A date of a term, held as yyyy-mm-dd or null (blank). */
function TermDate({ name, label }: { name: string; label: string }) {
  const field = useFormField<string | null>(name);
  return <FormField label={label} type="date" name={field.name} value={field.value ?? ''} onChange={(value) => field.onChange(value || null)} onBlur={field.onBlur} error={field.error} />;
}

function TermRow({ index, onRemove, removable }: { index: number; onRemove(): void; removable: boolean }) {
  const tag = useFormField<string>(`settings.term_tags.${index}.value`);
  const number = index + 1;
  return (
    <li className="lms-themes-term">
      <FormField label={`Term tag ${number}`} name={tag.name} value={tag.value} onChange={tag.onChange} onBlur={tag.onBlur} error={tag.error} maxLength={100} />
      <TermDate name={`settings.term_tags.${index}.start_date`} label={`Start date of term ${number}`} />
      <TermDate name={`settings.term_tags.${index}.end_date`} label={`End date of term ${number}`} />
      <Button small variant="danger" disabled={!removable} onClick={onRemove}>
        Remove term {number}
      </Button>
    </li>
  );
}

/** Part 3 §3, §5: term tag values with their dates; the list keeps at least one row once it has one, and every row needs its tag. */
export function TermTagsField() {
  const terms = useFormField<TermTag[]>('settings.term_tags');
  return (
    <fieldset>
      <legend>Term tags</legend>
      {terms.value.length === 0 && <p>No term tags yet.</p>}
      <ul className="lms-themes-terms">
        {terms.value.map((_, index) => (
          <TermRow key={index} index={index} removable={terms.value.length > 1} onRemove={() => terms.onChange(terms.value.filter((__, i) => i !== index))} />
        ))}
      </ul>
      <Button small onClick={() => terms.onChange([...terms.value, { ...BLANK }])}>
        Add a term
      </Button>
    </fieldset>
  );
}
