import { VISUALLY_HIDDEN_CLASS, type GridColumnSpec } from '@lms/sdk/web';
import type { BoardGrades, BoardStudent } from '../../calls/gradingCenterCalls.ts';
import { gradeFromText, gradeProblem } from '../../calls/gradeRule.ts';
import { draftKey, type BoardGradeDrafts } from './boardGradeDrafts.ts';

export interface BoardGradeColumnsInput {
  data: BoardGrades;
  drafts: BoardGradeDrafts;
  /** A grade typed in a cell (null: emptied), with the saved one it replaces. */
  onDraft(key: string, grade: number | null, saved: number | null): void;
}

const studentName = (student: BoardStudent) => `${student.lastname}, ${student.firstname}`;

/** The student, then per board its posts, hidden posts and the grade (edited in the cell, saved with the Save button). */
export function boardGradeColumns({ data, drafts, onDraft }: BoardGradeColumnsInput): GridColumnSpec<BoardStudent>[] {
  return [
    { id: 'student', header: 'Student', rowHeader: true, sortable: true, filterable: true, width: 220, value: studentName },
    ...data.boards.map((board, index): GridColumnSpec<BoardStudent> => {
      const key = (student: BoardStudent) => draftKey(board.board_id, student.id);
      const saved = (student: BoardStudent) => student.boards[index]!.grade;
      const shown = (student: BoardStudent) => (drafts.has(key(student)) ? drafts.get(key(student))! : saved(student));
      return {
        id: `board-${board.board_id}`,
        header: board.max_score === null ? board.title : `${board.title} (max ${board.max_score})`,
        columns: [
          { id: `posts-${board.board_id}`, header: 'Posts', sortable: true, width: 80, value: (student) => student.boards[index]!.posts },
          { id: `hidden-${board.board_id}`, header: 'Hidden', sortable: true, width: 80, value: (student) => student.boards[index]!.hidden },
          {
            id: `grade-${board.board_id}`,
            header: 'Grade',
            sortable: true,
            width: 110,
            value: shown,
            cell: (student) => (
              <>
                {shown(student) ?? ''}
                {drafts.has(key(student)) && <span className={VISUALLY_HIDDEN_CLASS}> (not saved)</span>}
              </>
            ),
            edit: {
              initialText: (student) => String(shown(student) ?? ''),
              validate: (text) => {
                const grade = gradeFromText(text);
                return grade === null ? null : gradeProblem(grade, board.max_score);
              },
              commit: (student, text) => onDraft(key(student), gradeFromText(text), saved(student)),
            },
          },
        ],
      };
    }),
  ];
}
