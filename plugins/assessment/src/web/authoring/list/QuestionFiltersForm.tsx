import { Field, FormField } from '@lms/sdk/web';
import { ITEM_TYPES, TAG_TYPES, type TagType } from '../../../schemas/itemTypes.ts';
import type { QuestionFilters } from '../authoringApi.ts';
import { ITEM_TYPE_LABELS } from '../itemTypeLabels.ts';

interface QuestionFiltersFormProps {
  filters: QuestionFilters;
  onChange(filters: QuestionFilters): void;
  /** 'Tags not found', under the tag. */
  tagError?: string;
}

/** Search by reference or title, one type, one tag (its name, and its type if chosen); the list follows as they change. */
export function QuestionFiltersForm({ filters, onChange, tagError }: QuestionFiltersFormProps) {
  const set = (patch: Partial<QuestionFilters>) => onChange({ ...filters, ...patch });
  return (
    <form role="search" aria-label="Find Questions" className="lms-authoring-filters" onSubmit={(event) => event.preventDefault()}>
      <FormField label="Search" type="search" value={filters.q} onChange={(q) => set({ q })} hint="Text in the reference or title." maxLength={200} />
      <Field label="Type">
        {(control) => (
          <select {...control} value={filters.type} onChange={(event) => set({ type: event.target.value })}>
            <option value="">Any type</option>
            {ITEM_TYPES.map((type) => (
              <option key={type} value={type}>
                {ITEM_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <FormField label="Tag" value={filters.tag} onChange={(tag) => set({ tag })} maxLength={200} error={tagError} />
      <Field label="Tag type">
        {(control) => (
          <select {...control} value={filters.tagType} onChange={(event) => set({ tagType: event.target.value as TagType | '' })}>
            <option value="">Any tag type</option>
            {TAG_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        )}
      </Field>
    </form>
  );
}
