import { useEffect, useId, useState } from 'react';
import { pageClass, AppLink, ConfirmDialog, useAppNavigate, useUnsavedChangesWarning, type ScreenProps } from '@lms/sdk/web';
import { isItemType } from './itemTypeLabels.ts';
import { QuestionEditorForm } from './QuestionEditorForm.tsx';
import { questionsPath } from './questionPaths.ts';
import { useQuestionEditor } from './useQuestionEditor.ts';
import '../assessment.css';
import './authoring.css';

/** The type a new Question starts as: `?type=` of its address, else single choice. */
function newTypeOfAddress() {
  const type = new URLSearchParams(window.location.search).get('type');
  return isItemType(type) ? type : 'single_choice';
}

/**
 * /{courseId}/questions/{itemId} (part 2 §2 "item authoring list/edit"; `new`
 * for a new Question): the Question's editor. Part 2 §5: changing the
 * reference of a saved Question asks first; unsaved changes warn on leaving.
 */
export default function QuestionEditorScreen({ params }: ScreenProps<'questions.item'>) {
  const courseId = params.courseId;
  const titleId = useId();
  const [newType] = useState(newTypeOfAddress);
  const editor = useQuestionEditor(courseId, params.itemId, newType);
  const navigate = useAppNavigate();
  const leaveWarning = useUnsavedChangesWarning(editor.dirty);
  // A save that moved the Question (new, or copied): go once the saved form is clean. Declared after the
  // warning, so its effects have seen the clean form first (the router's blocker takes its rule in an effect).
  const { movingTo, dirty } = editor;
  useEffect(() => {
    if (movingTo !== null && !dirty) navigate(movingTo);
  }, [movingTo, dirty, navigate]);
  const [confirmingReference, setConfirmingReference] = useState(false);
  const { form, baseline, loaded } = editor;

  const save = () => {
    const renamed = !editor.isNew && form !== null && baseline !== null && form.reference.trim() !== baseline.reference.trim();
    if (renamed) setConfirmingReference(true);
    else void editor.save();
  };

  return (
    <section className={`${pageClass('medium')} lms-authoring`} aria-labelledby={titleId}>
      <p>
        <AppLink to={questionsPath(courseId)}>All Questions</AppLink>
      </p>
      <h1 id={titleId}>{editor.isNew ? 'New Question' : `Question ${baseline?.reference ?? ''}`.trim()}</h1>
      <p role="status" className="lms-authoring-status">
        {loaded.state === 'loading' ? 'Loading the Question…' : (editor.notice ?? '')}
      </p>
      {loaded.state === 'failed' && (
        <p className="lms-field-error" role="alert">
          {loaded.message}
        </p>
      )}
      {loaded.state === 'ready' && !loaded.mine && (
        <p className="lms-authoring-notice">This Question belongs to another author: saving makes a copy of your own, and theirs stays as it is.</p>
      )}
      {form !== null && (
        <QuestionEditorForm
          courseId={courseId}
          form={form}
          onChange={editor.update}
          failure={editor.failure}
          saving={editor.saving}
          onSave={save}
          onCancel={() => navigate(questionsPath(courseId))}
        />
      )}
      {confirmingReference && baseline !== null && form !== null && (
        <ConfirmDialog
          title="Change the reference?"
          cancelLabel="Keep the reference"
          confirmLabel="Change it and save"
          onCancel={() => setConfirmingReference(false)}
          onConfirm={() => {
            setConfirmingReference(false);
            void editor.save();
          }}
        >
          <p>
            The reference of this Question changes from “{baseline.reference}” to “{form.reference.trim()}”. Assessments that use it keep it; you will find it by its new reference.
          </p>
        </ConfirmDialog>
      )}
      {leaveWarning}
    </section>
  );
}
