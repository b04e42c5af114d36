import { Form, FormStatusLine, SubmitButton, TextAreaField, useLmsForm } from '@lms/sdk/web';
import { MAX_FEEDBACK, saveUploadFeedback, type ApiUpload } from '../../calls/uploadCalls.ts';
import { useCallMutation } from '../serverData.ts';

/** A professor's feedback on one upload; an emptied text removes it. */
export function FeedbackForm({ upload, onSaved }: { upload: ApiUpload; onSaved(saved: ApiUpload): void }) {
  const save = useCallMutation(saveUploadFeedback);
  const form = useLmsForm<{ feedback: string }>({ defaultValues: { feedback: upload.feedback?.text ?? '' } });
  const submit = async ({ feedback }: { feedback: string }) => {
    const saved = await save.mutateAsync({ params: { sessionId: upload.session_id, itemId: upload.item_id }, body: { feedback } });
    onSaved(saved);
    return { values: { feedback: saved.feedback?.text ?? '' }, success: saved.feedback ? 'Feedback saved.' : 'Feedback removed.' };
  };
  return (
    <Form form={form} onSubmit={submit} className="lms-uploads__feedback" aria-label={`Feedback on ${upload.item_title}`}>
      <TextAreaField name="feedback" label="Feedback" maxLength={MAX_FEEDBACK} rows={3} />
      <FormStatusLine />
      <SubmitButton label="Save feedback" busyLabel="Saving…" />
    </Form>
  );
}
