import type { GradebookRecords, GradeLedger, Knex, PeopleDirectory } from '@lms/sdk';
import type { BoardGradeEntry, BoardGrades } from '../../calls/gradingCenterCalls.ts';
import { checkBoardGrades, postsChanged } from './boardGradeChecks.ts';
import { boardGradesOf, courseStudents } from './boardGradesReader.ts';
import { boardPostCounts, countOf } from './boardPostCounts.ts';
import { courseBoards } from './courseBoards.ts';

export interface BoardGradeSave {
  courseId: string;
  boardId: string;
  /** The instructor saving. */
  by: string;
  grades: readonly BoardGradeEntry[];
}

/**
 * Writes the grades of one board through the ledger in one transaction: each
 * grade only if the student's post counts are still those it was given for,
 * so a post made meanwhile refuses the whole save (nothing stored). Answers
 * the board as it now is.
 */
export async function writeBoardGrades(db: Knex, records: GradebookRecords, grading: GradeLedger, people: PeopleDirectory, save: BoardGradeSave): Promise<BoardGrades> {
  const [board] = await courseBoards(records, save.courseId, save.boardId);
  const students = await courseStudents(people, save.courseId);
  checkBoardGrades(save.grades, new Set(students.map((student) => student.id)), board!.max_score);
  await db.transaction(async (trx) => {
    const counts = await boardPostCounts(records, save.courseId, [save.boardId], trx);
    for (const entry of save.grades) {
      const now = countOf(counts, save.boardId, entry.student_id);
      if (now.posts !== entry.posts || now.hidden !== entry.hidden) throw postsChanged([entry.student_id]);
      await grading.setGrade({ courseId: save.courseId, activityId: board!.activity_id, userId: entry.student_id, grade: entry.grade, by: save.by }, trx);
    }
  });
  return boardGradesOf(records, save.courseId, [board!], students);
}
