import { useState, type ReactNode } from 'react';
import { useNotify, useSessionUser, useUnsavedChangesWarning } from '@lms/sdk/web';
import { createRubric, getRubric, listRubrics, type RubricBody } from '../../calls/rubricCalls.ts';
import type { ApiRubric } from '../../schemas/rubricTypes.ts';
import { RubricChanges } from './RubricChanges.tsx';
import { RubricForm } from './RubricForm.tsx';
import { RubricLibrary } from './RubricLibrary.tsx';
import { RubricPreview } from './RubricPreview.tsx';
import { draftChanged, emptyRubric, rubricText } from './rubricDraft.ts';
import { change, create, library, preview, type RubricEditorState } from './rubricEditorModes.ts';
import { useCallCache, useCallMutation } from './serverData.ts';

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

/**
 * The rubric editor (part 2 §4): LIBRARY, PREVIEW, CREATE, REPLACE_W_NEW
 * (another's rubric changed into a new one of the caller's), the owner's
 * EDIT and PREVIEW_CHANGES, where saving a rubric in use asks first and
 * shows what re-scoring the grades given with it would give. Leaving with
 * unsaved work asks first.
 */
export function RubricEditor({ courseId, initial = library() }: RubricEditorProps) {
  const me = useSessionUser()?.mongoId;
  const notify = useNotify();
  const cache = useCallCache();
  const [state, setState] = useState<RubricEditorState>(initial);
  const createCall = useCallMutation(createRubric);
  const warning = useUnsavedChangesWarning(unsaved(state));

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
      case 'PREVIEW_CHANGES':
        return (
          <RubricChanges
            courseId={courseId}
            rubric={state.rubric}
            draft={state.draft}
            onRebased={(rubric) => setState({ ...state, rubric })}
            onBack={() => setState({ mode: 'EDIT', rubric: state.rubric, draft: state.draft })}
            onSaved={(rubric, message) => void saved(rubric, message)}
          />
        );
    }
  };

  return (
    <>
      {main()}
      {warning}
    </>
  );
}
