import { useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { errorNotice, isSessionLoss } from '../../notifications/errorNotice.ts';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useUnsavedChangesWarning } from '../component/useUnsavedChangesWarning.tsx';
import { TITLE_REQUIRED } from './authoringMessages.ts';
import type { Relocation } from '@lms/sdk/calls';
import { useFollowRelocation } from './useFollowRelocation.ts';
import { useInvalidateCourse } from './useInvalidateCourse.ts';

/** The fields a lesson and a page share in their editors (part 2 §3); description is the lesson's only. */
export interface ItemFields {
  title: string;
  subtitle: string;
  thumbnailUrl: string;
  draft: boolean;
  description?: string;
}

interface ItemFieldsFormProps {
  courseId: string;
  noun: 'lesson' | 'page';
  initial: ItemFields;
  /** Saves the fields through the item's PUT; answers where a shared item was copied to, if it was. */
  save(fields: SavedItemFields): Promise<Relocation | undefined>;
  successMessage: string;
}

/** What the form sends: a lesson's and a page's PUT both take these. */
export interface SavedItemFields {
  title: string;
  subtitle?: string | null;
  thumbnailUrl?: string | null;
  draft: boolean;
  description?: string | null;
}

const orNull = (text: string | undefined) => (text === undefined ? undefined : text.trim() === '' ? null : text.trim());

/** Title, subtitle, thumbnail, draft (and a lesson's description), saved through the item's PUT; messages at the fields. */
export function ItemFieldsForm({ courseId, noun, initial, save, successMessage }: ItemFieldsFormProps) {
  const { notifications } = useShell();
  const invalidate = useInvalidateCourse(courseId);
  const followRelocation = useFollowRelocation(courseId);
  const [saved, setSaved] = useState(initial);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const unsavedDialog = useUnsavedChangesWarning(JSON.stringify(values) !== JSON.stringify(saved));
  const [relocated, setRelocated] = useState<Relocation>();
  // Followed once the saved values are rendered, so the unsaved-changes guard no longer holds the page.
  useEffect(() => {
    if (relocated) void followRelocation(relocated, noun);
  }, [relocated]);
  const id = (field: string) => `${noun}-${field}`;
  const set = (patch: Partial<ItemFields>) => setValues((current) => ({ ...current, ...patch }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (values.title.trim() === '') return setErrors({ title: TITLE_REQUIRED });
    setSaving(true);
    try {
      const moved = await save({
        title: values.title.trim(),
        subtitle: orNull(values.subtitle),
        thumbnailUrl: orNull(values.thumbnailUrl),
        draft: values.draft,
        ...(values.description === undefined ? {} : { description: orNull(values.description) }),
      });
      setErrors({});
      setSaved(values);
      notifications.show({ type: 'success', message: successMessage });
      // A relocation is followed once the saved values are rendered (and reads the course again then).
      if (moved) setRelocated(moved);
      else await invalidate();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && error.fields.length > 0) {
        setErrors(Object.fromEntries(error.fields.map(({ field, message }) => [field.replace(/^\//, ''), message])));
      } else if (!isSessionLoss(error)) notifications.show({ type: 'error', message: errorNotice(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="item-fields" noValidate aria-label={`${noun[0]!.toUpperCase()}${noun.slice(1)} details`} onSubmit={(event) => void onSubmit(event)}>
      <TextField id={id('title')} label="Title" value={values.title} onChange={(title) => set({ title })} error={errors.title} />
      <TextField id={id('subtitle')} label="Subtitle" value={values.subtitle} onChange={(subtitle) => set({ subtitle })} error={errors.subtitle} />
      {values.description !== undefined && (
        <TextAreaField id={id('description')} label="Description" value={values.description} onChange={(description) => set({ description })} error={errors.description} />
      )}
      <TextField
        id={id('thumbnail')}
        label="Thumbnail image URL"
        type="url"
        value={values.thumbnailUrl}
        onChange={(thumbnailUrl) => set({ thumbnailUrl })}
        error={errors.thumbnailUrl}
      />
      <div className="field field--check">
        <input id={id('draft')} type="checkbox" checked={values.draft} onChange={(event) => set({ draft: event.target.checked })} />
        <label htmlFor={id('draft')}>Draft (hidden from students)</label>
      </div>
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? 'Saving…' : `Save ${noun}`}
        </button>
      </div>
      {unsavedDialog}
    </form>
  );
}
