import { useEffect, useState } from 'react';
import { ApiError, CheckboxField, Form, FormField, SubmitButton, TextAreaField, useLmsForm } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { errorNotice, isSessionLoss } from '../../notifications/errorNotice.ts';
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
  /** A lesson's only: shown without an account on /preview-lessons (issue 26 item 7). */
  preview?: boolean;
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
  preview?: boolean;
}

const orNull = (text: string | undefined) => (text === undefined ? undefined : text.trim() === '' ? null : text.trim());

const titleRule = ({ title }: ItemFields) => (title.trim() === '' ? [{ field: 'title', message: TITLE_REQUIRED }] : []);

/** Title, subtitle, thumbnail, draft (and a lesson's description), saved through the item's PUT; messages at the fields. */
export function ItemFieldsForm({ courseId, noun, initial, save, successMessage }: ItemFieldsFormProps) {
  const { notifications } = useShell();
  const invalidate = useInvalidateCourse(courseId);
  const followRelocation = useFollowRelocation(courseId);
  // A failure that is not a 422 is said by a notification (a lost session by the global rule).
  const form = useLmsForm<ItemFields>({ defaultValues: initial, rules: titleRule, failureMessage: () => undefined });
  const [relocated, setRelocated] = useState<Relocation>();
  // Followed once the saved values are rendered, so the unsaved-changes guard no longer holds the page.
  useEffect(() => {
    if (relocated) void followRelocation(relocated, noun);
  }, [relocated]);
  const id = (field: string) => `${noun}-${field}`;

  const onSubmit = async (values: ItemFields) => {
    let moved: Relocation | undefined;
    try {
      moved = await save({
        title: values.title.trim(),
        subtitle: orNull(values.subtitle),
        thumbnailUrl: orNull(values.thumbnailUrl),
        draft: values.draft,
        ...(values.description === undefined ? {} : { description: orNull(values.description) }),
        ...(values.preview === undefined ? {} : { preview: values.preview }),
      });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 422) && !isSessionLoss(error)) notifications.show({ type: 'error', message: errorNotice(error) });
      throw error;
    }
    form.reset(values);
    notifications.show({ type: 'success', message: successMessage });
    // A relocation is followed once the saved values are rendered (and reads the course again then).
    if (moved) setRelocated(moved);
    else await invalidate();
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="item-fields" aria-label={`${noun[0]!.toUpperCase()}${noun.slice(1)} details`}>
      <FormField name="title" id={id('title')} label="Title" />
      <FormField name="subtitle" id={id('subtitle')} label="Subtitle" />
      {initial.description !== undefined && <TextAreaField name="description" id={id('description')} label="Description" />}
      <FormField name="thumbnailUrl" id={id('thumbnail')} label="Thumbnail image URL" type="url" />
      <CheckboxField name="draft" id={id('draft')} label="Draft (hidden from students)" />
      {initial.preview !== undefined && <CheckboxField name="preview" id={id('preview')} label="Preview lesson (shown without an account on the course's demo)" />}
      <div className="form-actions">
        <SubmitButton label={`Save ${noun}`} busyLabel="Saving…" />
      </div>
    </Form>
  );
}
