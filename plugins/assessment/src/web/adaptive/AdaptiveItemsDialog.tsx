import { useState, type FormEvent } from 'react';
import { Button, defaultFailureMessage, Modal } from '@lms/sdk/web';
import { getPageAdaptiveItems, savePageAdaptiveItems, type PageAdaptiveItems } from '../../calls/adaptiveCalls.ts';
import { ADAPTIVE_MESSAGES } from '../../schemas/adaptiveMessages.ts';
import { useCallCache, useCallMutation } from '../serverData.ts';
import { withChoice } from './adaptiveSelection.ts';

interface AdaptiveItemsDialogProps {
  courseId: string;
  pageId: string;
  /** The list and the Questions to choose from, as read. */
  loaded: PageAdaptiveItems;
  onClose(): void;
}

const questionLabel = (item: { reference: string; title: string }) => (item.title ? `${item.reference}: ${item.title}` : item.reference);

/**
 * Issue 18 item 8: the page's adaptive item list, the Questions of its
 * assessments chosen one by one. Saved with `PUT
 * assessment/page_adaptive_items`: 'Adaptive Item List updated.', or the
 * server's error, or 'Unknown error.' (part 3 §8).
 */
export function AdaptiveItemsDialog({ courseId, pageId, loaded, onClose }: AdaptiveItemsDialogProps) {
  const [chosen, setChosen] = useState<string[]>(loaded.data);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const { invalidate } = useCallCache();
  const save = useCallMutation(savePageAdaptiveItems, { onSuccess: () => invalidate(getPageAdaptiveItems) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    try {
      await save.mutateAsync({ params: { courseId, pageId }, body: { data: chosen } });
      setOutcome({ ok: true, message: ADAPTIVE_MESSAGES.updated });
    } catch (error) {
      setOutcome({ ok: false, message: defaultFailureMessage(error) });
    }
  };

  return (
    <Modal
      title="Adaptive item list"
      size="wide"
      onClose={onClose}
      initialFocus="input[type=checkbox]"
      actions={
        <>
          <Button type="submit" form="lms-adaptive-items" variant="primary" disabled={save.isPending}>
            Save list
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      <form id="lms-adaptive-items" onSubmit={submit} aria-label="Adaptive item list" className="lms-assessment-section">
        <p className="lms-field-hint">Choose the Questions of this page's assessments that show whether a student has reached proficiency on the page.</p>
        {loaded.assessments.map((assessment) => (
          <fieldset key={assessment.id} className="lms-assessment-group">
            <legend>{assessment.title || 'Untitled assessment'}</legend>
            {assessment.items.length === 0 && <p>This assessment has no Questions yet.</p>}
            <div className="lms-assessment-choices">
              {assessment.items.map((item) => (
                <label key={item.id} className="lms-assessment-check">
                  <input type="checkbox" checked={chosen.includes(item.id)} onChange={(event) => setChosen(withChoice(chosen, item.id, event.target.checked))} />
                  {questionLabel(item)}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <p role={outcome?.ok === false ? 'alert' : 'status'} className={outcome?.ok === false ? 'lms-field-error' : undefined}>
          {outcome?.message}
        </p>
      </form>
    </Modal>
  );
}
