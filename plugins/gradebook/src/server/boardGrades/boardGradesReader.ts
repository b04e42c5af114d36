import type { CourseMember, GradebookRecords, Knex, PeopleDirectory } from '@lms/sdk';
import type { BoardColumn, BoardGrades } from '../../calls/gradingCenterCalls.ts';
import { boardPostCounts, countOf } from './boardPostCounts.ts';
import { courseBoards } from './courseBoards.ts';

/** The course's students (never its staff), by last name then first name. */
export async function courseStudents(people: PeopleDirectory, courseId: string): Promise<CourseMember[]> {
  const members = await people.courseMembers(courseId);
  return members
    .filter((member) => member.role === 'student')
    .sort((a, b) => a.lastname.localeCompare(b.lastname) || a.firstname.localeCompare(b.firstname) || a.id.localeCompare(b.id));
}

/** Each student's post counts and instructor's grade on `boards`, read in `trx` when given (a save's, after it wrote). */
export async function boardGradesOf(records: GradebookRecords, courseId: string, boards: BoardColumn[], students: CourseMember[], trx?: Knex): Promise<BoardGrades> {
  const boardIds = boards.map((board) => board.board_id);
  const [counts, gradeRows] = await Promise.all([
    boardPostCounts(records, courseId, boardIds, trx),
    records.grades(courseId, boards.map((board) => board.activity_id), trx),
  ]);
  const grades = new Map(gradeRows.map((row) => [`${row.activityId}:${row.userId}`, row.grade!]));
  return {
    boards,
    students: students.map((student) => ({
      id: student.id,
      firstname: student.firstname,
      lastname: student.lastname,
      email: student.email,
      boards: boards.map((board) => ({ ...countOf(counts, board.board_id, student.id), grade: grades.get(`${board.activity_id}:${student.id}`) ?? null })),
    })),
  };
}

/** Every board of the course, or the one named. */
export async function readBoardGrades(records: GradebookRecords, people: PeopleDirectory, courseId: string, boardId?: string): Promise<BoardGrades> {
  const boards = await courseBoards(records, courseId, boardId);
  return boardGradesOf(records, courseId, boards, await courseStudents(people, courseId));
}
