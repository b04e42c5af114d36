import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ApiError, Button, TextAreaField, useNotify, useUnsavedChangesWarning } from '@lms/sdk/web';
import { getGradingSubmission, saveSpeedGrade } from '../../calls/speedGradingCalls.ts';
import type { ApiGrade } from '../../schemas/projectTypes.ts';
import { ArtifactList } from '../artifacts/ArtifactList.tsx';
import { draftFromGrade, draftProblem, draftScore, sameDraft, saveBody, type GradeDraft, type GradeTarget } from './gradeDraft.ts';
import { GradeConflictDialog } from './GradeConflictDialog.tsx';
import { GraderTabs } from './GraderTabs.tsx';
import { useCallCache, useCallMutation } from './serverData.ts';
import { useRubricPreference } from './useRubricPreference.ts';

export interface GradingWorkspaceProps {
  /** The student's submission as the cache has it now (a live save of another grader updates it). */
  target: GradeTarget;
  /** The grade is saved and the form shows it: go on to the next ungraded student. */
  onSaved(): void;
  panelOpen: boolean;
  panelId: string;
}

const isGradeChanged = (error: unknown) => error instanceof ApiError && error.status === 409;
const failure = (error: unknown) => (error instanceof ApiError ? (error.fields[0]?.message ?? error.message) : 'Connection error. Try again later.');

/**
 * One student's grading: the submitted version's artifacts with a text grade
 * under each, and the right panel's tabs. Rendered with the student's id as its
 * key, so every score, rating and feedback belongs to that student alone and
 * nothing is carried to the next one; the save names the student and project
 * the form was opened on.
 */
export function GradingWorkspace({ target, onSaved, panelOpen, panelId }: GradingWorkspaceProps) {
  const { courseId, componentId, queue, submission } = target;
  const notify = useNotify();
  const cache = useCallCache();
  const [useRubric, setUseRubric] = useRubricPreference(courseId, componentId);
  // The saved grade the draft started from (its revision goes with the save).
  const [base, setBase] = useState<ApiGrade | null>(submission.grade);
  const [draft, setDraft] = useState<GradeDraft>(() => draftFromGrade(submission.grade, queue.rubric));
  const [problem, setProblem] = useState<string>();
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState<string>();
  const [movePending, setMovePending] = useState(false);
  const ownRevisions = useRef(new Set<number>());
  const panelRef = useRef<HTMLElement>(null);
  const save = useCallMutation(saveSpeedGrade);

  const dirty = !sameDraft(draft, draftFromGrade(base, queue.rubric));
  const leaveWarning = useUnsavedChangesWarning(dirty);
  const latest = submission.grade;
  // A save newer than the one the draft started from that this grader did not make: another grader's.
  const theirs = latest && latest.revision > (base?.revision ?? 0) && !ownRevisions.current.has(latest.revision) ? latest : null;
  const change = (update: Partial<GradeDraft>) => setDraft((current) => ({ ...current, ...update }));

  useEffect(() => {
    // A new student after a save (whose button went with the last form): the keyboard grader goes on at the first rating or the score.
    if (document.activeElement && document.activeElement !== document.body) return;
    panelRef.current?.querySelector<HTMLElement>('[role="radiogroup"] [tabindex="0"], input[inputmode="decimal"]')?.focus();
  }, []);

  useEffect(() => {
    if (!theirs || dirty || save.isPending) return;
    // Nothing of this grader's would be lost: show the other save at once.
    setBase(theirs);
    setDraft(draftFromGrade(theirs, queue.rubric));
    setNotice('Another grader saved a grade for this student. It is shown now.');
  }, [theirs, dirty, save.isPending, queue.rubric]);

  useEffect(() => {
    // Once the form shows the saved grade (nothing unsaved left to ask about), move on.
    if (!movePending || dirty) return;
    setMovePending(false);
    onSaved();
  }, [movePending, dirty, onSaved]);

  const submit = async (revision: number) => {
    const missing = draftProblem(draft, queue, useRubric);
    if (missing) return setProblem(missing);
    setProblem(undefined);
    setNotice(undefined);
    try {
      const answer = await save.mutateAsync({ body: saveBody(target, draft, useRubric, revision) });
      ownRevisions.current.add(answer.grade.revision);
      setAsking(false);
      setBase(answer.grade);
      setDraft(draftFromGrade(answer.grade, queue.rubric));
      cache.set(getGradingSubmission, { params: { courseId, componentId, studentId: submission.student_id } }, (current) => current && { ...current, grade: answer.grade });
      notify({ type: 'success', message: 'Grade saved', timeout: 2000 });
      setMovePending(true);
    } catch (error) {
      if (!isGradeChanged(error)) return setProblem(failure(error));
      // Read the other save, then ask: this grader's input stays as it is.
      await cache.invalidate(getGradingSubmission, { params: { courseId, componentId, studentId: submission.student_id } });
      setAsking(true);
    }
  };

  const takeTheirs = (grade: ApiGrade) => {
    setBase(grade);
    setDraft(draftFromGrade(grade, queue.rubric));
    setAsking(false);
  };

  const studentName = submission.project.user.label;
  const saveByKeyboard = (event: KeyboardEvent<HTMLDivElement>) => {
    // Not from a dialog (the conflict or the unsaved-changes question): those are answered with their own buttons.
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || save.isPending || (event.target as HTMLElement).closest('dialog')) return;
    event.preventDefault();
    void submit(base?.revision ?? 0);
  };
  return (
    <div className="lms-sg__workspace" onKeyDown={saveByKeyboard}>
      <section className="lms-sg__content" aria-label={`Submission of ${studentName}`}>
        <h2 className="lms-sg__project-title">{submission.project.title}</h2>
        <ArtifactList
          artifacts={submission.project.current_version.artifacts}
          label={`Artifacts of ${studentName}'s project`}
          headingLevel={3}
          emptyText="This submission has no items."
          renderExtra={(artifact) => (
            <TextAreaField
              label={`Text grade: ${artifact.title || artifact.type}`}
              rows={2}
              maxLength={20_000}
              value={draft.textGrades[artifact._id] ?? ''}
              onChange={(text) => change({ textGrades: { ...draft.textGrades, [artifact._id]: text } })}
            />
          )}
        />
      </section>
      <aside ref={panelRef} id={panelId} className="lms-sg__panel" aria-label="Grading" hidden={!panelOpen}>
        <p className="lms-sg__student">
          Grading <strong>{studentName}</strong> <span className="lms-sg__student-id">(student id {submission.student_id})</span>
        </p>
        {notice && (
          <p role="status" className="lms-sg-notice">
            {notice}
          </p>
        )}
        {theirs && dirty && !asking && (
          <div role="alert" className="lms-sg-notice lms-sg-notice--warning">
            <p>Another grader saved a grade for this student while you were working.</p>
            <Button small variant="secondary" onClick={() => setAsking(true)}>
              Compare and choose
            </Button>
          </div>
        )}
        <GraderTabs target={target} draft={draft} change={change} useRubric={useRubric} setUseRubric={setUseRubric} />
        <div className="lms-sg__save">
          {problem && (
            <p role="alert" className="lms-sg-problem">
              {problem}
            </p>
          )}
          <Button variant="primary" disabled={save.isPending} aria-keyshortcuts="Control+Enter" onClick={() => void submit(base?.revision ?? 0)}>
            {save.isPending ? 'Saving…' : 'Save and go to the next ungraded'}
          </Button>
        </div>
      </aside>
      {asking && theirs && (
        <GradeConflictDialog
          studentName={studentName}
          maxScore={queue.max_score}
          rubric={queue.rubric}
          theirs={theirs}
          mine={{ score: draftScore(draft, queue, useRubric), feedback: draft.textFeedback }}
          busy={save.isPending}
          onKeepEditing={() => setAsking(false)}
          onTakeTheirs={() => takeTheirs(theirs)}
          onOverwrite={() => void submit(theirs.revision)}
        />
      )}
      {leaveWarning}
    </div>
  );
}
