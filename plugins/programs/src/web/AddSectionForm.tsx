import { Form, FormField, FormStatusLine, SubmitButton, useLmsForm } from '@lms/sdk/web';
import { addSection } from '../calls/programCalls.ts';
import { PROGRAMS_CHANGED, useCallMutation } from './serverData.ts';

/** Adds a section: a copy of the template, sharing its lessons until the section edits one. */
export function AddSectionForm({ programId }: { programId: string }) {
  const add = useCallMutation(addSection, { emits: PROGRAMS_CHANGED });
  const form = useLmsForm<{ title: string }>({
    defaultValues: { title: '' },
    rules: (values) => (values.title.trim() ? [] : [{ field: 'title', message: 'A section needs a title.' }]),
    warnUnsaved: false,
  });
  return (
    <Form
      form={form}
      className="lms-programs-form"
      aria-labelledby="lms-programs-add-section"
      onSubmit={async (values) => {
        const answer = await add.mutateAsync({ params: { programId }, body: { title: values.title.trim() } });
        return { values: { title: '' }, success: answer.message };
      }}
    >
      <h2 id="lms-programs-add-section">Add a section</h2>
      <FormField name="title" label="Section title" maxLength={200} />
      <FormStatusLine />
      <SubmitButton label="Add section" busyLabel="Adding…" />
    </Form>
  );
}
