import { useId, useState } from 'react';
import { Button, ConfirmDialog, pageClass, useNotify, useUnsavedChangesWarning, type ScreenProps } from '@lms/sdk/web';
import type { CallAnswer } from '@lms/sdk/calls';
import { getRollup, saveRollup } from '../../calls/rollupCalls.ts';
import { useCallMutation, useCallQuery } from '../shared/serverData.ts';
import { ActivityAssignment } from './ActivityAssignment.tsx';
import { GroupDialog, type GroupFields } from './GroupDialog.tsx';
import { GroupList } from './GroupList.tsx';
import { activitiesIn, draftChanged, draftFrom, saveBody, withAssignment, withGroupEdited, withNewGroup, withoutGroup, type DraftGroup } from './rollupDraft.ts';
import { ROLLUP_MESSAGES, saveFailureMessage } from './rollupMessages.ts';
import { RollupReportSection } from './RollupReportSection.tsx';
import './rollupManager.css';

type RollupManagerProps = ScreenProps<'rollupmanager' | 'rollupmanager_new' | 'program.rollupmanager_new'>;

type Dialog = { kind: 'add' } | { kind: 'edit'; group: DraftGroup } | { kind: 'remove'; group: DraftGroup } | null;

const activitiesText = (count: number) => `${count} ${count === 1 ? 'activity' : 'activities'}`;

function RollupEditor({ courseId, saved, onSaved }: { courseId: string; saved: CallAnswer<typeof getRollup>; onSaved(): Promise<void> }) {
  const notify = useNotify();
  const save = useCallMutation(saveRollup);
  const [initial] = useState(() => draftFrom(saved));
  const [draft, setDraft] = useState(initial);
  const [dialog, setDialog] = useState<Dialog>(null);
  const dirty = draftChanged(draft, initial);
  const warning = useUnsavedChangesWarning(dirty && !save.isPending);
  const groupsTitleId = useId();
  const assignTitleId = useId();

  const submit = async () => {
    try {
      await save.mutateAsync({ params: { courseId }, body: saveBody(draft) });
    } catch (error) {
      notify({ type: 'error', message: saveFailureMessage(error) });
      return;
    }
    notify({ type: 'success', message: ROLLUP_MESSAGES.saved });
    await onSaved();
  };
  const closeDialog = () => setDialog(null);
  const editGroup = (fields: GroupFields) => {
    if (dialog?.kind === 'edit') setDraft((current) => withGroupEdited(current, dialog.group.id, fields));
    else setDraft((current) => withNewGroup(current, fields));
    closeDialog();
  };

  return (
    <>
      <section aria-labelledby={groupsTitleId} className="gb-rollup-section">
        <h2 id={groupsTitleId}>Groups</h2>
        <GroupList
          courseId={courseId}
          groups={draft.groups}
          countOf={(groupId) => activitiesIn(draft, groupId)}
          onEdit={(group) => setDialog({ kind: 'edit', group })}
          onRemove={(group) => setDialog({ kind: 'remove', group })}
        />
        <Button variant="secondary" onClick={() => setDialog({ kind: 'add' })}>
          Add a group
        </Button>
      </section>
      <section aria-labelledby={assignTitleId} className="gb-rollup-section">
        <h2 id={assignTitleId}>Activities</h2>
        <ActivityAssignment
          groups={draft.groups}
          activities={saved.activities}
          groupOf={draft.groupOf}
          onAssign={(ids, groupId, inGroup) => setDraft((current) => withAssignment(current, ids, groupId, inGroup))}
        />
      </section>
      <div className="gb-rollup-save">
        <Button variant="primary" disabled={!dirty || save.isPending} onClick={() => void submit()}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
        <Button variant="secondary" disabled={!dirty || save.isPending} onClick={() => setDraft(initial)}>
          Undo changes
        </Button>
        <p role="status">{dirty ? 'You have unsaved changes.' : 'No unsaved changes.'}</p>
      </div>
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <GroupDialog group={dialog.kind === 'edit' ? { title: dialog.group.title, color: dialog.group.color } : undefined} onDone={editGroup} onClose={closeDialog} />
      )}
      {dialog?.kind === 'remove' && (
        <ConfirmDialog
          title={`Remove the group ${dialog.group.title}?`}
          confirmLabel="Remove the group"
          danger
          onCancel={closeDialog}
          onConfirm={() => {
            setDraft((current) => withoutGroup(current, dialog.group.id));
            closeDialog();
          }}
        >
          Its {activitiesText(activitiesIn(draft, dialog.group.id))} will be ungrouped: they count in no group until you assign them again. Nothing changes
          until you save.
        </ConfirmDialog>
      )}
      {warning}
    </>
  );
}

/**
 * /{courseId}/rollupmanager, /{courseId}/rollupmanager_new and
 * /{programId}/rollupmanager_new/{courseId} (part 3 §2): the rollup groups
 * (title and colour; add, edit, remove, which ungroups its activities), which
 * activities count in each, saved together with `POST stats/rollup`; and the
 * rollup report. Leaving with unsaved changes asks first.
 */
export default function RollupManagerScreen({ params }: RollupManagerProps) {
  const titleId = useId();
  const courseId = params.courseId;
  const rollup = useCallQuery(getRollup, { params: { courseId } });
  // A new editor (from the saved groups) after each save; a background read never drops unsaved changes.
  const [generation, setGeneration] = useState(0);
  const afterSave = async () => {
    await rollup.refetch();
    setGeneration((current) => current + 1);
  };
  let main;
  if (rollup.isPending) main = <p role="status">Loading the groups…</p>;
  else if (rollup.error) {
    main = (
      <p role="alert" className="lms-field-error">
        {ROLLUP_MESSAGES.loadFailed}
      </p>
    );
  } else {
    main = (
      <>
        <RollupEditor key={generation} courseId={courseId} saved={rollup.data} onSaved={afterSave} />
        <RollupReportSection courseId={courseId} />
      </>
    );
  }
  return (
    <section className={pageClass('wide')} aria-labelledby={titleId}>
      <h1 id={titleId}>Rollup manager</h1>
      {main}
    </section>
  );
}
