import { defineRoute, LmsError } from '@lms/sdk';
import { isId } from '@lms/sdk/calls';
import { saveExcused, saveFinalGrade, saveGrade } from '../calls/gradebookCalls.ts';
import { gradebookReaderRef, gradeWriterRef } from './services.ts';

const deps = { writer: gradeWriterRef, reader: gradebookReaderRef };

/** The path names the student; a body's student_id (the spec's payload), when sent, must name the same one. */
function studentOf(params: { studentId: string }, bodyStudent?: string): string {
  if (!isId(params.studentId)) throw new LmsError('not-found', 'This student is not enrolled in the course.');
  if (bodyStudent !== undefined && bodyStudent !== params.studentId) {
    throw LmsError.validation([{ field: 'student_id', message: 'student_id must be the student of the address.' }]);
  }
  return params.studentId;
}

/**
 * Part 3 §7 `PUT gradebook/{courseId}/{studentId}` and the gradebook's excuse and final-grade writes; each answers the updated row,
 * whose reads that hold no grade run while the write does (GradebookReader.compute).
 */
export const gradeRoutes = [
  defineRoute(saveExcused, {
    permission: 'course:professor',
    deps,
    handler: async ({ params, body, user, deps }) => {
      const studentId = studentOf(params);
      const written = deps.writer.saveExcused({ courseId: params.courseId, studentId, columnId: body.activity_id, excused: body.excused, by: user!.id });
      return { student: await deps.reader.staffRow(params.courseId, studentId, written) };
    },
  }),
  defineRoute(saveFinalGrade, {
    permission: 'course:professor',
    deps,
    handler: async ({ params, body, user, deps }) => {
      const studentId = studentOf(params);
      const written = deps.writer.saveFinalGrade({ courseId: params.courseId, studentId, percent: body.percent, by: user!.id });
      return { student: await deps.reader.staffRow(params.courseId, studentId, written) };
    },
  }),
  defineRoute(saveGrade, {
    permission: 'course:professor',
    deps,
    handler: async ({ params, body, user, deps }) => {
      const studentId = studentOf(params, body.student_id);
      const written = deps.writer.saveGrade({ courseId: params.courseId, studentId, columnId: body.component_id, grade: body.grade, by: user!.id });
      return { student: await deps.reader.staffRow(params.courseId, studentId, written) };
    },
  }),
];
