import { ApiError, Modal, Button, Form, FormStatusLine, SubmitButton, useLmsForm } from '@lms/sdk/web';
import { GRADING_MESSAGES } from './gradingMessages.ts';
import type { GradingCalls } from './gradingApi.ts';
import { getStudentOverride, type OverrideTerms } from '../../calls/overrideCalls.ts';
import { useCallCache, useCallQuery } from '../serverData.ts';
import { OverrideForm } from './OverrideForm.tsx';
import { overrideDraft, overrideFieldOf, readOverrideDraft, type OverrideDraft } from './overrideDraft.ts';

interface OverrideDialogProps {
  calls: Pick<GradingCalls, 'scope' | 'saveOverride'>;
  studentId: string;
  studentName: string;
  onClose(): void;
  /** After a save: the message to announce. */
  onSaved(message: string): void;
}

const reason = (error: unknown) => (error instanceof ApiError ? error.message : String(error));

/** The draft's rule, for the kit form: what `readOverrideDraft` refuses, at its field. */
function overrideRules(draft: OverrideDraft) {
  const reading = readOverrideDraft(draft);
  return reading.ok ? [] : Object.entries(reading.errors).map(([field, message]) => ({ field, message: message! }));
}

/** Part 3 §3: one student's override of the assessment's dates, time limit, attempts and late policy. */
export function OverrideDialog({ calls, studentId, studentName, onClose, onSaved }: OverrideDialogProps) {
  const read = useCallQuery(getStudentOverride, { params: { ...calls.scope, studentId } });
  const answer = read.data;
  return (
    <Modal title={`Override for ${studentName}`} size="wide" onClose={onClose}>
      {answer ? (
        <OverrideEditor calls={calls} studentId={studentId} studentName={studentName} override={answer.override} global={answer.global} onClose={onClose} onSaved={onSaved} />
      ) : read.error ? (
        <>
          <p className="lms-field-error" role="alert">
            {reason(read.error)}
          </p>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </>
      ) : (
        <p role="status">Loading the override…</p>
      )}
    </Modal>
  );
}

interface OverrideEditorProps extends OverrideDialogProps {
  override: OverrideTerms | null;
  global: OverrideTerms;
}

/** The override's kit form: the draft's rule on submit, a 422's messages at their fields, any other failure as the form's message. */
function OverrideEditor({ calls, studentId, studentName, override, global, onClose, onSaved }: OverrideEditorProps) {
  const { invalidate } = useCallCache();
  // A dialog the grader closes on purpose (Cancel, Escape): no unsaved-changes question, as before.
  const form = useLmsForm<OverrideDraft>({ defaultValues: overrideDraft(override, global), rules: overrideRules, warnUnsaved: false });

  const save = async (draft: OverrideDraft) => {
    const reading = readOverrideDraft(draft);
    if (!reading.ok) return; // The rule already refused it.
    try {
      await calls.saveOverride(studentId, reading.values);
    } catch (error) {
      // The server names a policy's number (`policy/max`); the form shows the policy's message at the policy.
      if (error instanceof ApiError && error.fields.length > 0) {
        const fields = error.fields.map(({ field, message }) => ({ field: overrideFieldOf(field) ?? field, message }));
        throw new ApiError(error.status, error.errno, error.message, fields, error.details);
      }
      throw error;
    }
    // Opened again, the dialog shows what was saved.
    void invalidate(getStudentOverride);
    onSaved(GRADING_MESSAGES.overrideSaved);
  };

  return (
    <Form form={form} onSubmit={save} aria-label={`Override for ${studentName}`}>
      <FormStatusLine />
      <OverrideForm form={form} global={global} />
      <div className="lms-grading-actions">
        <SubmitButton label="Save override" busyLabel="Save override" />
        <Button variant="secondary" onClick={() => form.reset(overrideDraft(null, global), { keepDefaultValues: true })}>
          Use the assessment's values
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
