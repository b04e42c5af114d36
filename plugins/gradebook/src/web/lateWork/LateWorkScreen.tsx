import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { Button, ConfirmDialog, DataGrid, pageClass, useNotify, useRealtime, type GridSelection, type ScreenProps } from '@lms/sdk/web';
import { getLateWork, LATE_WORK_MESSAGES, saveLateDecision, type LateDecisionValue, type LateSubmission } from '../../calls/lateWorkCalls.ts';
import { useCallCache, useCallMutation, useCallQuery } from '../shared/serverData.ts';
import { decisionWords, type PendingDecision } from './lateWorkActions.ts';
import { lateWorkColumns } from './lateWorkColumns.tsx';
import { studentName } from './lateWorkText.ts';
import './lateWork.css';

const LATE_DECIDED = 'gradebook.lateDecided' as const;
const attemptId = (row: LateSubmission) => row.attempt_id;

/** Reads the list again whenever the course's grades change elsewhere (another instructor, a rescore, a new late submission). */
function useLiveLateWork(courseId: string): void {
  const cache = useCallCache();
  const { send } = useRealtime({
    plugin: 'gradebook',
    join: { event: 'watch', payload: { courseId } },
    onEvent(event, payload) {
      if (event === 'changed' && (payload as { courseId?: unknown } | null)?.courseId === courseId) void cache.invalidate(getLateWork, { params: { courseId } });
    },
    onReconnect: () => void cache.invalidate(getLateWork, { params: { courseId } }),
  });
  // Leaving the screen leaves the room too (the tab's socket may stay open for other views).
  useEffect(() => () => void send('unwatch', { courseId }).catch(() => undefined), [send, courseId]);
}

/**
 * /{courseId}/late_work_manager (part 2 §2): every late submission of the
 * course's students, with its lateness and the late policy's deduction; the
 * instructor accepts it without the policy, applies the policy, or undoes
 * the decision, per row or for the selected rows, each after a confirmation.
 */
export default function LateWorkScreen({ params }: ScreenProps<'late_work_manager'>) {
  const { courseId } = params;
  const titleId = useId();
  const notify = useNotify();
  const list = useCallQuery(getLateWork, { params: { courseId } }, { refetchOn: [LATE_DECIDED] });
  const save = useCallMutation(saveLateDecision, { emits: [LATE_DECIDED] });
  useLiveLateWork(courseId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<PendingDecision | null>(null);

  const decide = useCallback((attemptIds: readonly string[], decision: LateDecisionValue) => setPending({ attemptIds, decision }), []);
  const columns = useMemo(() => lateWorkColumns(decide), [decide]);
  const selection = useMemo<GridSelection<LateSubmission>>(
    () => ({ selected, onChange: setSelected, rowLabel: (row) => `Select ${studentName(row)}, ${row.activity_title}`, allLabel: 'Select all late submissions shown' }),
    [selected],
  );
  const submissions = list.data?.submissions ?? [];
  const chosen = submissions.filter((row) => selected.has(row.attempt_id)).map(attemptId);

  const confirm = async (decision: PendingDecision) => {
    const words = decisionWords(decision.decision, decision.attemptIds.length);
    try {
      await save.mutateAsync({ params: { courseId }, body: { attempt_ids: [...decision.attemptIds], decision: decision.decision } });
      notify({ type: 'success', message: words.done });
      setSelected(new Set());
    } catch {
      notify({ type: 'error', message: LATE_WORK_MESSAGES.failed });
    }
    setPending(null);
  };

  let main;
  if (list.isPending) main = <p role="status">Loading late work…</p>;
  else if (list.error) main = <p role="alert" className="lms-field-error">{list.error.message}</p>;
  else if (submissions.length === 0) main = <p role="status">No late submissions in this course.</p>;
  else {
    main = (
      <>
        <div className="lw-bulk" role="group" aria-label="Selected late submissions">
          <span aria-live="polite">{chosen.length === 1 ? '1 selected' : `${chosen.length} selected`}</span>
          <Button disabled={chosen.length === 0} onClick={() => decide(chosen, 'overdue_accepted')}>
            Accept without penalty
          </Button>
          <Button disabled={chosen.length === 0} onClick={() => decide(chosen, 'apply_policy')}>
            Apply late policy
          </Button>
          <Button disabled={chosen.length === 0} onClick={() => decide(chosen, null)}>
            Undo
          </Button>
        </div>
        <DataGrid
          label="Late submissions"
          columns={columns}
          rows={submissions}
          rowId={attemptId}
          selection={selection}
          stickyColumns={1}
          initialSort={{ columnId: 'lateness', descending: true }}
          csvFileName="late-work.csv"
        />
      </>
    );
  }
  const words = pending && decisionWords(pending.decision, pending.attemptIds.length);
  return (
    <section className={`lw-screen ${pageClass('wide')}`} aria-labelledby={titleId}>
      <h1 id={titleId}>Late work</h1>
      {main}
      {pending && words && (
        <ConfirmDialog title={words.title} confirmLabel={words.confirm} busy={save.isPending} busyLabel="Saving…" onCancel={() => setPending(null)} onConfirm={() => void confirm(pending)}>
          <p>{words.body}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
