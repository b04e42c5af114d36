import { useState, type ReactNode } from 'react';
import { ApiError, Button, useApi, useNotify, useSessionUser, useUnsavedChangesWarning } from '@lms/sdk/web';
import { archiveRubric, createRubric, getRubric, listRubrics, unarchiveRubric, updateRubric, type RubricBody, type RubricInUse } from '../../calls/rubricCalls.ts';
import { RUBRIC_MESSAGES } from '../../rules/rubricMessages.ts';
import type { ApiRubric } from '../../schemas/rubricTypes.ts';
import { RescoreDialog } from './RescoreDialog.tsx';
import { RubricForm } from './RubricForm.tsx';
import { RubricLibrary } from './RubricLibrary.tsx';
import { RubricView } from './RubricView.tsx';
import { draftChanged, emptyRubric, rubricBodyOf, rubricText } from './rubricDraft.ts';
import { asksBeforeSaving, change, create, library, preview, type RubricEditorState } from './rubricEditorModes.ts';
import { useCallCache, useCallMutation, useCallQuery } from './serverData.ts';

export interface RubricEditorProps {
  courseId: string;
  /** Where it starts (LIBRARY by default). */
  initial?: RubricEditorState;
}

/** Whether the editor holds work not saved yet. */
function unsaved(state: RubricEditorState): boolean {
  switch (state.mode) {
    case 'CREATE':
      return draftChanged(state.draft, emptyRubric());
    case 'REPLACE_W_NEW':
      return true;
    case 'EDIT':
    case 'PREVIEW_CHANGES':
      return draftChanged(state.draft, rubricText(state.rubric));
    default:
      return false;
  }
}

function RubricPreview({ courseId, rubricId, onChange, onBack }: { courseId: string; rubricId: string; onChange(rubric: ApiRubric): void; onBack(): void }) {
  const me = useSessionUser()?.mongoId;
  const notify = useNotify();
  const cache = useCallCache();
  const rubric = useCallQuery(getRubric, { params: { courseId, rubricId } });
  const archive = useCallMutation(archiveRubric);
  const unarchive = useCallMutation(unarchiveRubric);
  if (rubric.isPending) return <p role="status">Loading the rubric…</p>;
  if (rubric.error) {
    return (
      <>
        <p role="alert" className="lms-field-error">
          {RUBRIC_MESSAGES.loadFailed}
        </p>
        <Button onClick={onBack}>Back to the rubrics</Button>
      </>
    );
  }
  const shown = rubric.data;
  const own = shown.owned_by === me;
  const toggleArchive = async () => {
    const call = shown.archived ? unarchive : archive;
    try {
      const answer = await call.mutateAsync({ params: { courseId, rubricId }, body: { revision: shown.revision } });
      cache.set(getRubric, { params: { courseId, rubricId } }, () => answer);
      await cache.invalidate(listRubrics);
      notify({ type: 'success', message: answer.archived ? 'The rubric is archived.' : 'The rubric is back in the library.' });
    } catch (error) {
      notify({ type: 'error', message: error instanceof Error ? error.message : 'The rubric could not be changed.' });
    }
  };
  return (
    <div className="pr-rubrics">
      <RubricView rubric={shown} headingLevel={2} />
      <p className="pr-rubrics__meta">
        {own ? 'Yours' : `By ${shown.owner_name}`} · used by {shown.used_by} project {shown.used_by === 1 ? 'component' : 'components'} · {shown.graded} {shown.graded === 1 ? 'grade' : 'grades'} given with it
        {shown.archived && ' · archived'}
      </p>
      <div className="pr-rubrics__actions">
        <Button variant="primary" onClick={() => onChange(shown)}>
          {own ? 'Edit' : 'Copy and change'}
        </Button>
        {own && (
          <Button variant="secondary" disabled={archive.isPending || unarchive.isPending} onClick={() => void toggleArchive()}>
            {shown.archived ? 'Unarchive' : 'Archive'}
          </Button>
        )}
        <Button variant="secondary" onClick={onBack}>
          Back to the rubrics
        </Button>
      </div>
    </div>
  );
}

interface PendingSave {
  body: RubricBody;
  inUse: RubricInUse;
}

/**
 * The rubric editor (part 2 §4): LIBRARY, PREVIEW, CREATE, REPLACE_W_NEW
 * (another's rubric changed into a new one of the caller's), the owner's
 * EDIT and PREVIEW_CHANGES, where saving a rubric in use asks first and
 * shows what re-scoring the grades given with it would give.
 */
export function RubricEditor({ courseId, initial = library() }: RubricEditorProps) {
  const me = useSessionUser()?.mongoId;
  const notify = useNotify();
  const cache = useCallCache();
  const [state, setState] = useState<RubricEditorState>(initial);
  const [pending, setPending] = useState<PendingSave | null>(null);
  const [saveError, setSaveError] = useState<{ message: string; changed: boolean } | null>(null);
  const api = useApi();
  const createCall = useCallMutation(createRubric);
  const updateCall = useCallMutation(updateRubric);
  const warning = useUnsavedChangesWarning(unsaved(state) && !createCall.isPending && !updateCall.isPending);

  const saved = async (rubric: ApiRubric, message: string) => {
    cache.set(getRubric, { params: { courseId, rubricId: rubric._id } }, () => rubric);
    await cache.invalidate(listRubrics);
    notify({ type: 'success', message });
    setState(preview(rubric._id));
  };
  const saveNew = async (body: RubricBody) => {
    const answer = await createCall.mutateAsync({ params: { courseId }, body });
    await saved(answer.rubric, 'The rubric is saved.');
  };
  const saveChange = async (rubric: ApiRubric, body: RubricBody, confirm: boolean, rescore: boolean) => {
    setSaveError(null);
    try {
      const answer = await updateCall.mutateAsync({ params: { courseId, rubricId: rubric._id }, body: { ...body, revision: rubric.revision, confirm, rescore } });
      setPending(null);
      await saved(answer.rubric, answer.rescored > 0 ? `The rubric is saved and ${answer.rescored} ${answer.rescored === 1 ? 'grade was' : 'grades were'} re-scored.` : 'The rubric is saved.');
    } catch (error) {
      if (error instanceof ApiError && error.errno === 'rubric-in-use') {
        setPending({ body, inUse: { components: Number(error.details.components ?? 0), grades: Number(error.details.grades ?? 0) } });
        return;
      }
      setPending(null);
      setSaveError({ message: error instanceof Error ? error.message : 'The rubric could not be saved.', changed: error instanceof ApiError && error.errno === 'rubric-changed' });
    }
  };
  // Someone saved the rubric meanwhile: the author's changes stay, now on the latest revision, and are saved only when they say so.
  const rebase = async (draft: RubricEditorState & { mode: 'PREVIEW_CHANGES' }) => {
    try {
      const latest = await api.call(getRubric, { params: { courseId, rubricId: draft.rubric._id } });
      cache.set(getRubric, { params: { courseId, rubricId: latest._id } }, () => latest);
      setSaveError(null);
      setState({ ...draft, rubric: latest });
    } catch {
      setSaveError({ message: RUBRIC_MESSAGES.loadFailed, changed: true });
    }
  };

  const main = (): ReactNode => {
    switch (state.mode) {
      case 'LIBRARY':
        return <RubricLibrary courseId={courseId} onPreview={(rubric) => setState(preview(rubric._id))} onCreate={() => setState(create())} />;
      case 'PREVIEW':
        return <RubricPreview courseId={courseId} rubricId={state.rubricId} onChange={(rubric) => setState(change(rubric, me))} onBack={() => setState(library())} />;
      case 'CREATE':
        return (
          <RubricForm
            heading="New rubric"
            courseId={courseId}
            draft={state.draft}
            onDraftChange={(draft) => setState({ ...state, draft })}
            submitLabel="Save rubric"
            onSubmit={saveNew}
            onCancel={() => setState(library())}
          />
        );
      case 'REPLACE_W_NEW':
        return (
          <RubricForm
            heading={`A new rubric from ${state.source.title}`}
            courseId={courseId}
            draft={state.draft}
            onDraftChange={(draft) => setState({ ...state, draft })}
            submitLabel="Save as a new rubric"
            onSubmit={saveNew}
            onCancel={() => setState(preview(state.source._id))}
          />
        );
      case 'EDIT':
        return (
          <RubricForm
            heading={`Edit ${state.rubric.title}`}
            courseId={courseId}
            draft={state.draft}
            onDraftChange={(draft) => setState({ ...state, draft })}
            submitLabel="Preview changes"
            onSubmit={() => setState({ mode: 'PREVIEW_CHANGES', rubric: state.rubric, draft: state.draft })}
            onCancel={() => setState(preview(state.rubric._id))}
          />
        );
      case 'PREVIEW_CHANGES': {
        const body = rubricBodyOf(state.draft, courseId);
        const { rubric } = state;
        const asks = asksBeforeSaving(rubric);
        return (
          <div className="pr-rubrics">
            <h2>Preview your changes</h2>
            <RubricView rubric={body} headingLevel={3} />
            {asks && (
              <p role="note">
                This rubric is in use: saving asks first, and shows what re-scoring the grades given with it would give.
              </p>
            )}
            {saveError && (
              <p role="alert" className="lms-field-error">
                {saveError.message}
              </p>
            )}
            {saveError?.changed && (
              <Button variant="secondary" onClick={() => void rebase(state)}>
                Load the latest version, keeping my changes
              </Button>
            )}
            <div className="pr-rubrics__actions">
              <Button variant="primary" disabled={updateCall.isPending} onClick={() => (asks ? setPending({ body, inUse: { components: rubric.used_by, grades: rubric.graded } }) : void saveChange(rubric, body, false, false))}>
                Save changes
              </Button>
              <Button variant="secondary" disabled={updateCall.isPending} onClick={() => setState({ mode: 'EDIT', rubric, draft: state.draft })}>
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
                busy={updateCall.isPending}
                onConfirm={(rescore) => void saveChange(rubric, pending.body, true, rescore)}
                onCancel={() => setPending(null)}
              />
            )}
          </div>
        );
      }
    }
  };

  return (
    <>
      {main()}
      {warning}
    </>
  );
}
