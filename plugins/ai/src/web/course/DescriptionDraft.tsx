import { useState } from 'react';
import { Button, ConfirmDialog, Form, FormStatusLine, SubmitButton, TextAreaField, useLmsForm, useNotify } from '@lms/sdk/web';
import type { FieldError } from '@lms/sdk/rules';
import { DESCRIPTION_MAX_LENGTH, DESCRIPTION_REQUIRED, DESCRIPTION_TOO_LONG } from '../../calls/aiRules.ts';
import { descriptionToCatalog, draftCourseDescription, getSavedDescription, saveDescription, type SavedDescription } from '../../calls/courseAiCalls.ts';
import { useCallCache, useCallMutation, useCallQuery } from '../serverData.ts';
import { QuerySection } from './QuerySection.tsx';

interface DescriptionValues {
  description: string;
}

/** The server's rules on PUT ai/description, with its messages. */
function descriptionRules({ description }: DescriptionValues): FieldError[] {
  if (description.trim() === '') return [{ field: 'description', message: DESCRIPTION_REQUIRED }];
  if (description.length > DESCRIPTION_MAX_LENGTH) return [{ field: 'description', message: DESCRIPTION_TOO_LONG }];
  return [];
}

/**
 * The course description (issue 27 item 6): 'Draft a description'
 * (ai-course-description) fills the text from the course's own content; the
 * instructor edits it and saves it (PUT ai/description), so it is there
 * again after a reload, and copies it where it is needed. Whoever may edit
 * the course's catalog entry (site administrators) also makes it the
 * catalog's description, the draft kept with it.
 */
export function DescriptionDraft({ courseId }: { courseId: string }) {
  const saved = useCallQuery(getSavedDescription, { params: { courseId } });
  return (
    <QuerySection id="lms-ai-description" title="Course description" loading="Loading the saved description…" query={saved}>
      {(data) => <DescriptionForm courseId={courseId} saved={data} />}
    </QuerySection>
  );
}

function DescriptionForm({ courseId, saved }: { courseId: string; saved: SavedDescription }) {
  const notify = useNotify();
  const cache = useCallCache();
  const draft = useCallMutation(draftCourseDescription);
  const keep = (answer: SavedDescription) => cache.set(getSavedDescription, { params: { courseId } }, () => answer);
  const save = useCallMutation(saveDescription, { onSuccess: keep });
  const toCatalog = useCallMutation(descriptionToCatalog, { onSuccess: keep });
  const form = useLmsForm<DescriptionValues>({ defaultValues: { description: saved.description ?? '' }, rules: descriptionRules });
  const [made, setMade] = useState<'generated' | 'extract' | null>(null);
  const [confirmingReplace, setConfirmingReplace] = useState(false);
  const run = () =>
    draft.mutate(
      { body: { course_id: courseId } },
      {
        onSuccess: (answer) => {
          form.setValue('description', answer.description, { shouldDirty: true });
          setMade(answer.made);
        },
      },
    );
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(form.getValues('description'));
      notify({ type: 'success', message: 'Description copied.' });
    } catch {
      notify({ type: 'error', message: 'The description could not be copied: select its text and copy it.' });
    }
  };
  const writeToCatalog = async () => {
    if (!(await form.trigger('description'))) return;
    toCatalog.mutate(
      { params: { courseId }, body: { description: form.getValues('description') } },
      {
        onSuccess: (answer) => {
          form.reset({ description: answer.description ?? '' });
          notify({ type: 'success', message: 'The catalog description now reads as this draft.' });
        },
      },
    );
  };
  const submit = async ({ description }: DescriptionValues) => {
    const answer = await save.mutateAsync({ params: { courseId }, body: { description } });
    return { values: { description: answer.description ?? '' }, success: 'Description saved.' };
  };
  const hint =
    made === 'generated'
      ? 'Written by the AI service from the course’s own pages: edit it, then save it.'
      : made === 'extract'
        ? 'Put together from the course’s lesson titles and descriptions: edit it, then save it.'
        : saved.updated_at
          ? `Saved ${new Date(saved.updated_at).toLocaleString()}.`
          : 'Draft it from the course, or write it yourself, then save it.';
  return (
    <>
      {/* A new draft replaces what is in the box: asked first, so no text typed is lost unseen. */}
      <Button onClick={() => (form.getValues('description').trim() ? setConfirmingReplace(true) : run())} disabled={draft.isPending}>
        {draft.isPending ? 'Drafting…' : 'Draft a description'}
      </Button>
      {draft.isError && <p role="alert">{draft.error.message}</p>}
      {confirmingReplace && (
        <ConfirmDialog
          title="Replace the description?"
          confirmLabel="Replace it"
          onCancel={() => setConfirmingReplace(false)}
          onConfirm={() => {
            setConfirmingReplace(false);
            run();
          }}
        >
          The new draft takes the place of the text in the box. What you saved stays saved until you save again.
        </ConfirmDialog>
      )}
      <Form form={form} onSubmit={submit} className="lms-ai-form" aria-label="Course description">
        <TextAreaField name="description" label="Draft description" rows={8} maxLength={DESCRIPTION_MAX_LENGTH} hint={hint} />
        <FormStatusLine />
        <div className="lms-ai-actions">
          <SubmitButton label="Save the description" busyLabel="Saving…" />
          <Button onClick={copy}>Copy the description</Button>
          {saved.catalog?.editable && (
            <Button onClick={() => void writeToCatalog()} disabled={toCatalog.isPending}>
              {toCatalog.isPending ? 'Writing…' : 'Use as the catalog description'}
            </Button>
          )}
        </div>
        {toCatalog.isError && <p role="alert">{toCatalog.error.message}</p>}
      </Form>
      {saved.catalog && (
        <div className="lms-ai-catalog-description">
          <h3>In the catalog now</h3>
          <p>{saved.catalog.description || 'No description.'}</p>
          {!saved.catalog.editable && <p className="lms-field-hint">A site administrator writes the catalog’s description.</p>}
        </div>
      )}
    </>
  );
}
