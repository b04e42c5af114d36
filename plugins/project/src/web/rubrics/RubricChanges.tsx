import { useState } from 'react';
import { ApiError, Button, useApi } from '@lms/sdk/web';
import { getRubric, updateRubric, type RubricBody, type RubricInUse } from '../../calls/rubricCalls.ts';
import { RUBRIC_MESSAGES } from '../../rules/rubricMessages.ts';
import type { ApiRubric } from '../../schemas/rubricTypes.ts';
import { RescoreDialog } from './RescoreDialog.tsx';
import { RubricView } from './RubricView.tsx';
import { rubricBodyOf, type RubricText } from './rubricDraft.ts';
import { asksBeforeSaving } from './rubricEditorModes.ts';
import { useCallCache, useCallMutation } from './serverData.ts';

export interface RubricChangesProps {
  courseId: string;
  /** The rubric as read (its revision is the one the change is made on). */
  rubric: ApiRubric;
  draft: RubricText;
  /** The latest revision was read under the author's changes. */
  onRebased(rubric: ApiRubric): void;
  onBack(): void;
  onSaved(rubric: ApiRubric, message: string): void;
}

interface PendingSave {
  body: RubricBody;
  inUse: RubricInUse;
}

const savedMessage = (rescored: number) =>
  rescored > 0 ? `The rubric is saved and ${rescored} ${rescored === 1 ? 'grade was' : 'grades were'} re-scored.` : 'The rubric is saved.';

/**
 * The PREVIEW_CHANGES mode (part 2 §4, §5): the owner's changed rubric,
 * read-only, before it is saved. A rubric in use (or found in use by the
 * server: 409 rubric-in-use) is saved only through the confirmation, which
 * shows what re-scoring would give; a save refused because someone saved
 * meanwhile (rubric-changed) keeps the changes for the latest revision.
 */
export function RubricChanges({ courseId, rubric, draft, onRebased, onBack, onSaved }: RubricChangesProps) {
  const api = useApi();
  const cache = useCallCache();
  const update = useCallMutation(updateRubric);
  const [pending, setPending] = useState<PendingSave | null>(null);
  const [failure, setFailure] = useState<{ message: string; changed: boolean } | null>(null);
  const body = rubricBodyOf(draft, courseId);
  const asks = asksBeforeSaving(rubric);

  const save = async (confirm: boolean, rescore: boolean) => {
    setFailure(null);
    try {
      const answer = await update.mutateAsync({ params: { courseId, rubricId: rubric._id }, body: { ...body, revision: rubric.revision, confirm, rescore } });
      setPending(null);
      onSaved(answer.rubric, savedMessage(answer.rescored));
    } catch (error) {
      if (error instanceof ApiError && error.errno === 'rubric-in-use') {
        setPending({ body, inUse: { components: Number(error.details.components ?? 0), grades: Number(error.details.grades ?? 0) } });
        return;
      }
      setPending(null);
      setFailure({ message: error instanceof Error ? error.message : 'The rubric could not be saved.', changed: error instanceof ApiError && error.errno === 'rubric-changed' });
    }
  };
  const rebase = async () => {
    try {
      const latest = await api.call(getRubric, { params: { courseId, rubricId: rubric._id } });
      cache.set(getRubric, { params: { courseId, rubricId: latest._id } }, () => latest);
      setFailure(null);
      onRebased(latest);
    } catch {
      setFailure({ message: RUBRIC_MESSAGES.loadFailed, changed: true });
    }
  };

  return (
    <div className="pr-rubrics">
      <h2>Preview your changes</h2>
      <RubricView rubric={body} headingLevel={3} />
      {asks && <p role="note">This rubric is in use: saving asks first, and shows what re-scoring the grades given with it would give.</p>}
      {failure && (
        <p role="alert" className="lms-field-error">
          {failure.message}
        </p>
      )}
      {failure?.changed && (
        <Button variant="secondary" onClick={() => void rebase()}>
          Load the latest version, keeping my changes
        </Button>
      )}
      <div className="pr-rubrics__actions">
        <Button variant="primary" disabled={update.isPending} onClick={() => (asks ? setPending({ body, inUse: { components: rubric.used_by, grades: rubric.graded } }) : void save(false, false))}>
          Save changes
        </Button>
        <Button variant="secondary" disabled={update.isPending} onClick={onBack}>
          Back to editing
        </Button>
      </div>
      {pending && (
        <RescoreDialog
          courseId={courseId}
          rubricId={rubric._id}
          criteria={pending.body.criteria}
          components={pending.inUse.components}
          grades={pending.inUse.grades}
          busy={update.isPending}
          onConfirm={(rescore) => void save(true, rescore)}
          onCancel={() => setPending(null)}
        />
      )}
    </div>
  );
}
