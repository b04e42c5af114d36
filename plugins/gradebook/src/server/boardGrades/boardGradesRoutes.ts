import { coreServices, defineRoute } from '@lms/sdk';
import { getBoardGrade, getBoardGrades, saveBoardGrades } from '../../calls/gradingCenterCalls.ts';
import { readBoardGrades } from './boardGradesReader.ts';
import { writeBoardGrades } from './boardGradeWriter.ts';

const deps = { records: coreServices.gradebookRecords, people: coreServices.people };

/** Part 3 §2 board_grades and grading_center/board/{componentId}; §7 the save. Staff of the course. */
export const boardGradesRoutes = [
  defineRoute(getBoardGrades, {
    permission: 'course:professor',
    deps,
    handler: ({ params, deps }) => readBoardGrades(deps.records, deps.people, params.courseId),
  }),
  defineRoute(getBoardGrade, {
    permission: 'course:professor',
    deps,
    handler: ({ params, deps }) => readBoardGrades(deps.records, deps.people, params.courseId, params.boardId),
  }),
  defineRoute(saveBoardGrades, {
    permission: 'course:professor',
    deps: { ...deps, db: coreServices.database, grading: coreServices.grading },
    handler: ({ params, body, deps, user }) =>
      writeBoardGrades(deps.db, deps.records, deps.grading, deps.people, { courseId: params.courseId, boardId: params.boardId, by: user!.id, grades: body.grades }),
  }),
];
