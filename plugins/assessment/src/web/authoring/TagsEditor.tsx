import { Trash2 } from 'lucide-react';
import { Field, FormField, withoutItem, Button } from '@lms/sdk/web';
import { MAX_TAGS } from '../../schemas/itemBody.ts';
import { TAG_TYPES, type ItemTag, type TagType } from '../../schemas/itemTypes.ts';
import { ErrorText } from './content/ErrorText.tsx';
import type { FieldErrors } from './fieldErrors.ts';

interface TagsEditorProps {
  courseId: string;
  tags: ItemTag[];
  onChange(tags: ItemTag[]): void;
  errors: FieldErrors;
}

const NEW_TAG_TYPE: TagType = 'Learning Objective';

/**
 * The Question's tags (part 2 §3: types User, Reseller, course_id, Course,
 * Learning Objective). This course's course_id tag is the "share" checkbox:
 * it lets the course's other professors see and use the Question.
 */
export function TagsEditor({ courseId, tags, onChange, errors }: TagsEditorProps) {
  const isThisCourse = (tag: ItemTag) => tag.type === 'course_id' && tag.name.trim() === courseId;
  const shared = tags.some(isThisCourse);
  const share = (on: boolean) => onChange(on ? [...tags, { type: 'course_id', name: courseId }] : tags.filter((tag) => !isThisCourse(tag)));
  const setTag = (index: number, patch: Partial<ItemTag>) => onChange(tags.map((tag, at) => (at === index ? { ...tag, ...patch } : tag)));
  const shareError = tags.findIndex(isThisCourse);
  return (
    <fieldset className="lms-authoring-group">
      <legend>Tags</legend>
      <ErrorText message={errors.tags} />
      <label className="lms-assessment-check">
        <input type="checkbox" checked={shared} onChange={(event) => share(event.target.checked)} />
        Share with this course (its professors can see and use this Question)
      </label>
      <ErrorText message={shareError === -1 ? undefined : errors[`tags/${shareError}/name`]} />
      <ol className="lms-authoring-rows">
        {tags.map((tag, index) =>
          isThisCourse(tag) ? null : (
            <li key={index}>
              <Field label={`Tag ${index + 1} type`} layout="inline" error={errors[`tags/${index}/type`]}>
                {(control) => (
                  <select {...control} value={tag.type} onChange={(event) => setTag(index, { type: event.target.value as TagType })}>
                    {TAG_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {type}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <FormField label={`Tag ${index + 1} name`} layout="inline" maxLength={200} value={tag.name} onChange={(name) => setTag(index, { name })} error={errors[`tags/${index}/name`] ?? errors[`tags/${index}`]} />
              <Button variant="quiet" small aria-label={`Remove tag ${index + 1}`} title="Remove" onClick={() => onChange(withoutItem(tags, index))}>
                <Trash2 size={16} aria-hidden="true" focusable="false" />
              </Button>
            </li>
          ),
        )}
      </ol>
      <Button variant="secondary" disabled={tags.length >= MAX_TAGS} onClick={() => onChange([...tags, { type: NEW_TAG_TYPE, name: '' }])}>
        Add a tag
      </Button>
    </fieldset>
  );
}
