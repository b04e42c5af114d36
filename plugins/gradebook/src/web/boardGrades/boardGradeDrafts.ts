import type { BoardGradeEntry, BoardGrades } from '../../calls/gradingCenterCalls.ts';

/** Grades typed but not saved yet, by `draftKey(boardId, studentId)`; null clears a grade. */
export type BoardGradeDrafts = ReadonlyMap<string, number | null>;

export const draftKey = (boardId: string, studentId: string) => `${boardId}:${studentId}`;

/** A board's save: its drafts, each with the post counts shown beside it (the server refuses them if the posts changed since). */
export interface BoardSave {
  boardId: string;
  grades: BoardGradeEntry[];
}

/** The saves the drafts make, one per board, in the order of the boards shown. */
export function boardSaves(drafts: BoardGradeDrafts, data: BoardGrades): BoardSave[] {
  return data.boards
    .map((board, index) => ({
      boardId: board.board_id,
      grades: data.students.flatMap((student) => {
        const key = draftKey(board.board_id, student.id);
        if (!drafts.has(key)) return [];
        const entry = student.boards[index]!;
        return [{ student_id: student.id, grade: drafts.get(key)!, posts: entry.posts, hidden: entry.hidden }];
      }),
    }))
    .filter((save) => save.grades.length > 0);
}

/** The drafts with one more grade; a grade equal to the saved one is no change. */
export function withDraft(drafts: BoardGradeDrafts, key: string, grade: number | null, saved: number | null): Map<string, number | null> {
  const next = new Map(drafts);
  if (grade === saved) next.delete(key);
  else next.set(key, grade);
  return next;
}

/** The drafts without those of a board that was saved. */
export function withoutBoard(drafts: BoardGradeDrafts, boardId: string): Map<string, number | null> {
  return new Map([...drafts].filter(([key]) => !key.startsWith(`${boardId}:`)));
}
