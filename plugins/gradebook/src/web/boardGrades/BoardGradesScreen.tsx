import { useId, useState } from 'react';
import { Button, DataGrid, pageClass, useNotify, useUnsavedChangesWarning, type ScreenProps } from '@lms/sdk/web';
import { getBoardGrade, getBoardGrades, GRADING_MESSAGES, saveBoardGrades, type BoardGrades } from '../../calls/gradingCenterCalls.ts';
import { BOARD_GRADES_SAVED, useCallMutation, useCallQuery } from '../shared/serverData.ts';
import { boardGradeColumns } from './boardGradeColumns.tsx';
import { boardSaves, withDraft, withoutBoard, type BoardGradeDrafts } from './boardGradeDrafts.ts';

type BoardGradesProps = ScreenProps<'board_grades' | 'grading_center.board'>;

/** The boards shown: the one of /grading_center/board/{componentId}, or every board of the course. */
function useBoardGrades(params: BoardGradesProps['params']) {
  const boardId = 'componentId' in params ? params.componentId : null;
  const options = { refetchOn: [BOARD_GRADES_SAVED] };
  const all = useCallQuery(getBoardGrades, { params: { courseId: params.courseId } }, { ...options, enabled: boardId === null });
  const one = useCallQuery(getBoardGrade, { params: { courseId: params.courseId, boardId: boardId ?? '' } }, { ...options, enabled: boardId !== null });
  return { boardId, query: boardId === null ? all : one };
}

function BoardGradesEditor({ courseId, data }: { courseId: string; data: BoardGrades }) {
  const notify = useNotify();
  const save = useCallMutation(saveBoardGrades, { emits: [BOARD_GRADES_SAVED] });
  const [drafts, setDrafts] = useState<BoardGradeDrafts>(new Map());
  const [saving, setSaving] = useState(false);
  const warning = useUnsavedChangesWarning(drafts.size > 0);

  const saveAll = async () => {
    setSaving(true);
    let failed = false;
    for (const { boardId, grades } of boardSaves(drafts, data)) {
      try {
        await save.mutateAsync({ params: { courseId, boardId }, body: { grades } });
        setDrafts((current) => withoutBoard(current, boardId));
      } catch {
        failed = true;
      }
    }
    setSaving(false);
    notify(failed ? { type: 'error', message: GRADING_MESSAGES.notSaved } : { type: 'success', message: GRADING_MESSAGES.saved });
  };

  const columns = boardGradeColumns({ data, drafts, onDraft: (key, grade, saved) => setDrafts((current) => withDraft(current, key, grade, saved)) });
  return (
    <>
      <div className="lms-board-grades-bar">
        <Button onClick={() => void saveAll()} disabled={drafts.size === 0 || saving}>
          {saving ? 'Saving…' : 'Save grades'}
        </Button>
        <Button variant="secondary" onClick={() => setDrafts(new Map())} disabled={drafts.size === 0 || saving}>
          Undo changes
        </Button>
        <p role="status">{drafts.size === 0 ? 'No unsaved changes.' : `${drafts.size} unsaved ${drafts.size === 1 ? 'grade' : 'grades'}.`}</p>
      </div>
      <DataGrid label="Board grades" columns={columns} rows={data.students} rowId={(student) => student.id} stickyColumns={1} csvFileName="board-grades.csv" />
      {warning}
    </>
  );
}

/**
 * /{courseId}/board_grades and /{courseId}/grading_center/board/{componentId}
 * (part 3 §2): each student's posts on each board (hidden ones apart) and the
 * instructor's grade, typed in the grid and saved per board with the post
 * counts it was given for; leaving with unsaved grades asks first.
 */
export default function BoardGradesScreen({ params }: BoardGradesProps) {
  const titleId = useId();
  const { boardId, query } = useBoardGrades(params);
  const title = boardId === null ? 'Board grades' : `Grade the board${query.data?.boards[0] ? `: ${query.data.boards[0].title}` : ''}`;
  let main;
  if (query.isPending) main = <p role="status">Loading the boards…</p>;
  else if (query.error) main = <p role="alert" className="lms-field-error">{query.error.message}</p>;
  else if (query.data.boards.length === 0) main = <p role="status">This course has no boards.</p>;
  else main = <BoardGradesEditor courseId={params.courseId} data={query.data} />;
  return (
    <section className={pageClass('wide')} aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {main}
    </section>
  );
}
