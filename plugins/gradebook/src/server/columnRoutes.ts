import { defineRoute, LmsError } from '@lms/sdk';
import { addColumn, removeColumn } from '../calls/gradebookCalls.ts';
import { columnWriterRef, gradebookReaderRef } from './services.ts';

/** Part 3 §7 add_column/ and remove_column/: custom columns. */
export const columnRoutes = [
  defineRoute(addColumn, {
    permission: 'course:professor',
    deps: { columns: columnWriterRef, reader: gradebookReaderRef },
    handler: async ({ params, body, deps }) => {
      const id = await deps.columns.save({
        courseId: params.courseId,
        id: body.id,
        title: body.title,
        dueDate: body.due_date,
        maxScore: body.max_score,
        show: body.show,
        lessonId: body.lesson,
      });
      const { columns } = await deps.reader.answer(params.courseId, { userIds: [] }, { kind: 'staff' });
      const column = columns.find((candidate) => candidate.activity_id === id);
      if (!column) throw new LmsError('internal-error');
      return { column };
    },
  }),
  defineRoute(removeColumn, {
    permission: 'course:professor',
    deps: { columns: columnWriterRef },
    handler: async ({ params, body, deps }) => {
      await deps.columns.remove(params.courseId, body.id);
      return { removed: true as const };
    },
  }),
];
