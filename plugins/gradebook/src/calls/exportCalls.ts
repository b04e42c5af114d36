import { defineCall, StreamAnswer, Type } from '@lms/sdk/calls';

/**
 * The gradebook as a CSV file (issue 17 design "CSV export"): Student id, Last
 * name, First name, Email, one column per activity "<title> [<activity id>]",
 * Total %. UTF-8 with a byte order mark. `scope=visible` exports only the
 * `columns` and `students` given (comma-separated ids: what the grid shows);
 * `scope=all` (the default) everything.
 */
export const exportGradebookCsv = defineCall({
  method: 'GET',
  path: 'gradebook/:courseId/export.csv',
  summary: 'The gradebook as CSV (text/csv, UTF-8 with BOM), all of it or the columns and students the grid shows (staff only).',
  query: Type.Object(
    {
      scope: Type.Optional(Type.Union([Type.Literal('all'), Type.Literal('visible')])),
      columns: Type.Optional(Type.String({ maxLength: 150_000 })),
      students: Type.Optional(Type.String({ maxLength: 250_000 })),
    },
    { additionalProperties: false },
  ),
  answer: StreamAnswer,
});
