import { useCallback, useMemo, useState } from 'react';
import type { CallAnswer } from '@lms/sdk/calls';
import { Button, DataGrid, pageClass, useUnsavedChangesWarning, type ScreenProps } from '@lms/sdk/web';
import { listActivities, type ActivityRow, type SettingValues } from '../calls/activitySettingsCalls.ts';
import { activityColumns, type ListRow } from './activityColumns.tsx';
import { BulkEditDialog } from './BulkEditDialog.tsx';
import { DefaultsDialog } from './DefaultsDialog.tsx';
import { FilterForm } from './FilterForm.tsx';
import { Pager } from './Pager.tsx';
import { RowErrorList } from './RowErrorList.tsx';
import { useCallQuery } from './serverData.ts';
import type { ScreenField } from './settingFields.ts';
import { withStaged, type Drafts } from './settingsDraft.ts';
import { loadFailureMessage, SETTINGS_MESSAGES } from './settingsMessages.ts';
import { useQuestion } from './useQuestion.tsx';
import { useSettingsSave } from './useSettingsSave.ts';
import './activitySettings.css';

const NO_POLICY_DEDUCTION = { penalty: 0, per: 86400, max: 100 } as const;
const listRowId = (list: ListRow) => list.row.id;

/**
 * Part 3 §2 /{courseId}/activity_settings and activity_settings_new (and the
 * redesign's /{programId}/activity-settings/{courseId}, which the host
 * delegates here): every activity of the course with its settings, edited in
 * the grid or in bulk, saved together.
 */
export default function ActivitySettingsScreen({ params }: ScreenProps<'activity_settings' | 'activity_settings_new'>) {
  const { courseId } = params;
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(1);
  const query = { ...(filter === '' ? {} : { filter }), page };
  const list = useCallQuery(listActivities, { params: { courseId }, query }, { keepPreviousAnswer: true });

  return (
    <div className={`as-screen ${pageClass('full')}`}>
      <h1>Activity settings</h1>
      {list.data ? (
        <SettingsList
          courseId={courseId}
          answer={list.data}
          filter={filter}
          loadProblem={list.error ? loadFailureMessage(list.error.message) : null}
          reload={list.refetch}
          show={(next) => {
            setFilter(next.filter);
            setPage(next.page);
          }}
        />
      ) : list.error ? (
        <p role="alert" className="as-message as-message--error">
          {loadFailureMessage(list.error.message)}
        </p>
      ) : (
        <p role="status">Loading activities…</p>
      )}
    </div>
  );
}

interface SettingsListProps {
  courseId: string;
  answer: CallAnswer<typeof listActivities>;
  filter: string;
  loadProblem: string | null;
  reload(): Promise<unknown>;
  show(next: { filter: string; page: number }): void;
}

function SettingsList({ courseId, answer, filter, loadProblem, reload, show }: SettingsListProps) {
  const [drafts, setDrafts] = useState<Drafts>(new Map());
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<'bulk' | 'defaults' | null>(null);
  const question = useQuestion();
  const dirty = drafts.size > 0;
  const leaveDialog = useUnsavedChangesWarning(dirty, SETTINGS_MESSAGES.unsaved);
  const clearEdits = () => {
    setDrafts(new Map());
    setSelected(new Set());
  };
  const saving = useSettingsSave({ courseId, answer, drafts, ask: question.ask, reload, onSaved: clearEdits });

  // Part 3 §4 "Unsaved changes": a new filter or page drops the edits, so it asks first.
  const showAsking = async (next: { filter: string; page: number }) => {
    if (next.filter === filter && next.page === answer.page) return;
    if (dirty && !(await question.ask(SETTINGS_MESSAGES.unsaved))) return;
    clearEdits();
    show(next);
  };

  const stage = useCallback(<F extends ScreenField>(row: ActivityRow, field: F, value: SettingValues[F]) => setDrafts((old) => withStaged(old, row, field, value)), []);
  const { rollups, course } = answer;
  const columns = useMemo(
    () => activityColumns({ rollups, defaultTime: course.defaults.global_time, startPolicy: course.defaults.policy ?? NO_POLICY_DEDUCTION, stage }),
    [rollups, course.defaults.global_time, course.defaults.policy, stage],
  );
  const rows = useMemo(
    () => answer.activities.map((row) => ({ row, draft: drafts.get(row.id), errors: saving.rowErrors.get(row.id) })),
    [answer.activities, drafts, saving.rowErrors],
  );
  const selection = useMemo(
    () => ({ selected, onChange: setSelected, rowLabel: (list: ListRow) => `Select ${list.row.report_title}`, allLabel: 'Select all activities on this page' }),
    [selected],
  );
  const chosen = answer.activities.filter((row) => selected.has(row.id));

  const openBulk = async () => {
    // The bulk save reads the list again, which drops edits not yet saved.
    if (dirty && !(await question.ask(SETTINGS_MESSAGES.unsaved))) return;
    setDialog('bulk');
  };

  return (
    <>
      <div className="as-toolbar">
        <FilterForm applied={filter} onApply={(next) => void showAsking({ filter: next, page: 1 })} />
        <div className="as-toolbar__actions">
          <Button variant="primary" disabled={saving.saving} onClick={() => void saving.saveChanges()}>
            {saving.saving ? 'Saving…' : 'Save changes'}
          </Button>
          <Button variant="secondary" disabled={!dirty || saving.saving} onClick={clearEdits}>
            Discard changes
          </Button>
          <Button variant="secondary" onClick={() => void openBulk()}>
            Bulk edit ({chosen.length} chosen)
          </Button>
          <Button variant="secondary" onClick={() => setDialog('defaults')}>
            Course defaults
          </Button>
        </div>
      </div>
      <p role="status" className="as-status">
        {saving.status ?? (dirty ? `${drafts.size} ${drafts.size === 1 ? 'activity' : 'activities'} changed, not saved.` : '')}
      </p>
      {(saving.problem ?? loadProblem) !== null && (
        <p role="alert" className="as-message as-message--error">
          {saving.problem ?? loadProblem}
        </p>
      )}
      <RowErrorList rows={answer.activities} errors={saving.rowErrors} />
      <p className="as-count">
        {answer.total} {answer.total === 1 ? 'activity' : 'activities'}
        {filter === '' ? '' : ` match "${filter}"`}. Press Enter on a date or number to change it.
      </p>
      <DataGrid label="Activity settings" columns={columns} rows={rows} rowId={listRowId} stickyColumns={1} selection={selection} />
      <Pager page={answer.page} pageSize={answer.page_size} total={answer.total} onPage={(next) => void showAsking({ filter, page: next })} />
      {dialog === 'bulk' && (
        <BulkEditDialog
          who={chosen.map((row) => row.activity_id)}
          rollups={rollups}
          defaults={course.defaults}
          onClose={() => setDialog(null)}
          onApply={async (what, which) => {
            const outcome = await saving.saveBulk(chosen, what, which);
            if (outcome === null) setDialog(null);
            return outcome;
          }}
        />
      )}
      {dialog === 'defaults' && (
        <DefaultsDialog
          courseId={courseId}
          defaults={course.defaults}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            void reload();
          }}
        />
      )}
      {question.dialog}
      {leaveDialog}
    </>
  );
}
