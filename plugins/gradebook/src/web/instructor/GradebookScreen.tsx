import { useEffect, useMemo, useState } from 'react';
import { checkSession } from '@lms/sdk/calls';
import { ApiError, DataGrid, pageClass, useAppNavigate, useNotify, type ScreenProps } from '@lms/sdk/web';
import { cellHas, type GradebookAnswer, type GradebookColumn, type StudentRow } from '../../calls/gradebookCalls.ts';
import { AddColumnDialog } from './AddColumnDialog.tsx';
import { CellActions, chosenTitle, isAssessmentColumn, type ChosenCell } from './CellActions.tsx';
import { ExplanationDialog } from '../shared/ExplanationDialog.tsx';
import { cellTarget, TOTAL_COLUMN, type CellTarget } from './GradeCell.tsx';
import { gradebookColumns } from './gradebookColumns.tsx';
import { useCallQuery } from './gradebookData.ts';
import { GradebookToolbar, RollupLegend, type ToolDialog } from './GradebookToolbar.tsx';
import { GroupRulesDialog } from './GroupRulesDialog.tsx';
import { ImportDialog } from './ImportDialog.tsx';
import { OverrideDialog } from './OverrideDialog.tsx';
import { RemoveColumnDialog } from './RemoveColumnDialog.tsx';
import { UnenrollDialog } from './UnenrollDialog.tsx';
import { useGradebookClass, type ClassProgress } from './useGradebookClass.ts';
import { useGradebookEdits } from './useGradebookEdits.ts';
import { useGradebookLive } from './useGradebookLive.ts';
import { useSubmitForStudent } from './useSubmitForStudent.ts';
import { useTableHeight } from './useTableHeight.ts';
import './gradebook.css';

/** Part 3 §9: 43 px rows; the session is checked every 600000 ms while the gradebook is open. */
const ROW_HEIGHT = 43;
const SESSION_CHECK_MS = 600_000;
export const LOAD_FAILURE = 'Could not load gradebook data (server error).';

const studentId = (row: StudentRow) => row.id;
const SORT_BY_NAME = { columnId: 'student', descending: false } as const;

type Dialog = { kind: 'explain' | 'override'; chosen: ChosenCell } | { kind: ToolDialog } | { kind: 'remove'; column: GradebookColumn };

function chosenCell(answer: GradebookAnswer, target: CellTarget | null): ChosenCell | null {
  const student = target && answer.students.find((row) => row.id === target.studentId);
  if (!target || !student) return null;
  if (target.columnId === TOTAL_COLUMN) return { student, column: null, excused: false };
  const index = answer.columns.findIndex((column) => column.id === target.columnId);
  if (index < 0) return null;
  return { student, column: answer.columns[index]!, excused: cellHas(student, index, 'excused') };
}

/** The instructor gradebook (part 3 §2 /{courseId}/reports/grades and /reports/grades_new). */
export default function GradebookScreen({ params }: ScreenProps<'reports.grades' | 'reports.grades_new'>) {
  const { courseId } = params;
  const gradebook = useGradebookClass(courseId);
  useCallQuery(checkSession, {}, { refetchInterval: SESSION_CHECK_MS });
  const live = useGradebookLive(courseId, gradebook);
  const notify = useNotify();
  const navigate = useAppNavigate();
  const notFound = gradebook.error instanceof ApiError && gradebook.error.status === 404 ? gradebook.error.message : null;

  // Part 3 §8: a 404 is the server's warning, and back to the course.
  useEffect(() => {
    if (notFound === null) return;
    notify({ type: 'warning', message: notFound });
    navigate(`/${courseId}`, { replace: true });
  }, [notFound, notify, navigate, courseId]);

  if (gradebook.answer) {
    return <GradebookView courseId={courseId} answer={gradebook.answer} liveStatus={live.status} reload={gradebook.reload} progress={gradebook.progress} loadFailed={gradebook.error !== null} />;
  }
  return (
    <div className={`gb-screen ${pageClass('full')}`}>
      <h1>Gradebook</h1>
      {gradebook.error ? (
        <p role="alert" className="gb-error">
          {LOAD_FAILURE}
        </p>
      ) : (
        <p role="status">Loading the gradebook…</p>
      )}
    </div>
  );
}

interface GradebookViewProps {
  courseId: string;
  answer: GradebookAnswer;
  liveStatus: string;
  /** While pages are being read (a load or a reload); null once every row is in. */
  progress: ClassProgress | null;
  /** A later page could not be read: the rows shown are not the whole class. */
  loadFailed: boolean;
  reload(): void;
}

/** The status line: how far the class has been read, else the live channel's word. */
const statusText = (progress: ClassProgress | null, liveStatus: string) =>
  progress === null ? liveStatus : progress.loaded === 0 ? 'Loading…' : `Loading students: ${progress.loaded} of ${progress.total}…`;

function GradebookView({ courseId, answer, liveStatus, progress, loadFailed, reload }: GradebookViewProps) {
  const reloading = progress !== null;
  const tableHeight = useTableHeight();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [target, setTarget] = useState<CellTarget | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [excuseProblem, setExcuseProblem] = useState<string | null>(null);
  const { edits, setExcused, excusing } = useGradebookEdits(courseId);
  const onBehalf = useSubmitForStudent(courseId);

  // Rebuilt only when the columns' inputs change: a merged or saved row leaves them as they were.
  const { course, lessons, groups, columns: gradebookColumnList } = answer;
  const columns = useMemo(() => gradebookColumns({ course, lessons, groups, columns: gradebookColumnList }, edits), [course, lessons, groups, gradebookColumnList, edits]);
  // Stable, so moving the focus or choosing a cell re-renders no grid row.
  const selection = useMemo(() => ({ selected, onChange: setSelected, rowLabel: (row: StudentRow) => `Select ${row.firstname} ${row.lastname}`, allLabel: 'Select all students shown' }), [selected]);
  const chosen = chosenCell(answer, target);
  const selectedIds = answer.students.filter((row) => selected.has(row.id)).map((row) => row.id);

  const toggleExcused = async ({ student, column, excused }: ChosenCell) => {
    if (!column) return;
    setExcuseProblem(null);
    await setExcused(student.id, column.activity_id, !excused).catch((error: unknown) => setExcuseProblem(error instanceof Error ? error.message : String(error)));
  };
  const closeAndReload = () => {
    setDialog(null);
    reload();
  };

  return (
    <div className={`gb-screen ${pageClass('full')}`}>
      <header className="gb-header">
        <h1>Gradebook</h1>
        <p className="gb-live" role="status">
          {statusText(progress, liveStatus)}
        </p>
      </header>
      <GradebookToolbar answer={answer} selectedCount={selectedIds.length} reloading={reloading} reload={reload} open={(kind) => setDialog({ kind })} />
      <RollupLegend groups={answer.groups} />
      <CellActions
        chosen={chosen}
        busy={excusing}
        submitting={onBehalf.submitting}
        onExplain={() => chosen && setDialog({ kind: 'explain', chosen })}
        onOverride={() => chosen && setDialog({ kind: 'override', chosen })}
        onSubmitForStudent={() => chosen && isAssessmentColumn(chosen.column) && void onBehalf.submit(chosen.student.id, chosen.column.component_id)}
        onToggleExcused={() => chosen && void toggleExcused(chosen)}
        onRemoveColumn={() => chosen?.column && setDialog({ kind: 'remove', column: chosen.column })}
      />
      {loadFailed && (
        <p role="alert" className="gb-error">
          {LOAD_FAILURE}
        </p>
      )}
      {excuseProblem && (
        <p role="alert" className="gb-error">
          {excuseProblem}
        </p>
      )}
      {/* The grid's focus names the chosen cell (the actions above act on it). */}
      <div
        className="gb-grid"
        onFocus={(event) => {
          const cell = (event.target as HTMLElement).closest('[role="gridcell"], [role="rowheader"]');
          if (cell) setTarget(cellTarget(cell));
        }}
      >
        <DataGrid
          label="Gradebook"
          columns={columns}
          rows={answer.students}
          rowId={studentId}
          stickyColumns={1}
          rowHeight={ROW_HEIGHT}
          maxHeight={tableHeight}
          initialSort={SORT_BY_NAME}
          selection={selection}
          csvFileName="gradebook.csv"
        />
      </div>
      {dialog?.kind === 'explain' && (
        <ExplanationDialog courseId={courseId} studentId={dialog.chosen.student.id} activityId={dialog.chosen.column?.activity_id ?? null} title={`How it was made: ${chosenTitle(dialog.chosen)}`} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'override' && isAssessmentColumn(dialog.chosen.column) && (
        <OverrideDialog
          courseId={courseId}
          componentId={dialog.chosen.column.component_id}
          studentId={dialog.chosen.student.id}
          title={chosenTitle(dialog.chosen)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'add' && <AddColumnDialog courseId={courseId} lessons={answer.lessons} onClose={() => setDialog(null)} onAdded={closeAndReload} />}
      {dialog?.kind === 'import' && <ImportDialog courseId={courseId} onClose={() => setDialog(null)} onApplied={closeAndReload} />}
      {dialog?.kind === 'rules' && <GroupRulesDialog courseId={courseId} groups={answer.groups} onClose={() => setDialog(null)} onSaved={closeAndReload} />}
      {dialog?.kind === 'remove' && <RemoveColumnDialog courseId={courseId} column={dialog.column} onClose={() => setDialog(null)} onRemoved={closeAndReload} />}
      {dialog?.kind === 'unenroll' && (
        <UnenrollDialog
          courseId={courseId}
          studentIds={selectedIds}
          onClose={() => setDialog(null)}
          onRemoved={() => {
            setSelected(new Set());
            closeAndReload();
          }}
        />
      )}
    </div>
  );
}
