import { Readable } from 'node:stream';
import { defineRoute } from '@lms/sdk';
import { exportGradebookCsv } from '../calls/exportCalls.ts';
import { applyImport, previewImport } from '../calls/gradebookCalls.ts';
import { idList } from './idList.ts';
import { csvTransferRef } from './services.ts';

const deps = { csv: csvTransferRef };
/** A CSV of 2,000 students by 300 columns is some megabytes. */
const CSV_BODY_LIMIT = 24 * 1024 * 1024;

/** The gradebook's CSV export (a file), and the import's preview and apply. */
export const csvRoutes = [
  defineRoute(exportGradebookCsv, {
    permission: 'course:professor',
    deps,
    handler: async ({ params, query, reply, deps }) => {
      const visible = query.scope === 'visible';
      const csv = await deps.csv.export(params.courseId, {
        columns: visible && query.columns !== undefined ? idList(query.columns, 'columns') : undefined,
        students: visible && query.students !== undefined ? idList(query.students, 'students') : undefined,
      });
      const bytes = Buffer.from(csv, 'utf8');
      reply.header('Content-Disposition', `attachment; filename="gradebook-${params.courseId}.csv"`);
      reply.stream(Readable.from([bytes]), { contentType: 'text/csv; charset=utf-8', length: bytes.length });
    },
  }),
  defineRoute(previewImport, {
    permission: 'course:professor',
    bodyLimit: CSV_BODY_LIMIT,
    deps,
    handler: ({ params, body, deps }) => deps.csv.preview(params.courseId, body.csv),
  }),
  defineRoute(applyImport, {
    permission: 'course:professor',
    bodyLimit: CSV_BODY_LIMIT,
    deps,
    handler: async ({ params, body, user, deps }) => ({ applied: await deps.csv.apply(params.courseId, body.csv, body.fingerprint, user!.id) }),
  }),
];
