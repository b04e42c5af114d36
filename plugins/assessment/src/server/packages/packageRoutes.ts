import { Readable } from 'node:stream';
import { coreServices, defineRoute } from '@lms/sdk';
import { confirmPackage, exportPackage, getPackage, getPackageFile, importPackage, listPackageTargets } from '../../calls/packageCalls.ts';
import { PACKAGE_LIMITS } from '../../qti/package/packageLimits.ts';
import { packageExportsRef, packageImportsRef } from './packageServices.ts';

const deps = { imports: packageImportsRef };

const PDF_POLICY = "default-src 'none'; object-src 'none'; form-action 'none'; base-uri 'none'; frame-ancestors 'self'";

/** Issue 28 items 4 to 6: package import (upload, progress and report, confirm), export, and the files packages brought. */
export const packageRoutes = [
  // Before `assessment/packages/:packageId/`, which its path would also match.
  defineRoute(exportPackage, {
    permission: 'author',
    deps: { exports: packageExportsRef },
    async handler({ user, query, reply, deps }) {
      const items = query.items === undefined ? undefined : query.items.split(',').map((id) => id.trim()).filter((id) => id !== '');
      const { zip, name } = await deps.exports.export(user!, { items, tag: query.tag, course: query.course, component: query.component, version: query.version ?? '3.0' });
      reply.header('Content-Disposition', `attachment; filename="${name}"`);
      reply.stream(Readable.from([Buffer.from(zip)]), { contentType: 'application/zip', length: zip.byteLength });
    },
  }),
  defineRoute(importPackage, {
    permission: 'course:professor',
    streamBody: true,
    // The zip and, sent as a form, its multipart framing.
    bodyLimit: PACKAGE_LIMITS.maxPackageBytes + 64 * 1024,
    deps,
    async handler({ user, params, query, rawBody, reply, deps }) {
      const answer = await deps.imports.upload(user!, params.courseId, rawBody, query.name);
      reply.status(202);
      return answer;
    },
  }),
  // Before `assessment/packages/:packageId/` too.
  defineRoute(listPackageTargets, {
    permission: 'course:professor',
    deps: { activities: coreServices.activitySettings, db: coreServices.database, configs: coreServices.componentConfigs },
    async handler({ params, deps }) {
      const rows = await deps.activities.list(params.courseId);
      // What each holds tells apart two assessments of one lesson that kept their type's title.
      const configs = await deps.db.transaction((trx) => deps.configs.configsOfType(trx, params.courseId, 'assessment'));
      const questions = new Map(configs.map(({ id, config }) => [id, Array.isArray(config.items) ? config.items.length : 0]));
      const assessments = rows.filter((row) => row.type === 'assessment' && row.componentId !== null);
      return { assessments: assessments.map((row) => ({ _id: row.componentId!, title: row.title, lesson: row.lesson?.title ?? null, questions: questions.get(row.componentId!) ?? 0 })) };
    },
  }),
  defineRoute(getPackage, {
    permission: 'author',
    deps,
    handler: ({ user, params, deps }) => deps.imports.get(user!, params.packageId),
  }),
  defineRoute(confirmPackage, {
    permission: 'author',
    deps,
    handler: ({ user, params, body, deps }) => deps.imports.confirm(user!, params.packageId, body),
  }),
  defineRoute(getPackageFile, {
    permission: 'user',
    deps,
    async handler({ params, reply, deps }) {
      const file = await deps.imports.file(params.fileId);
      reply.header('Cache-Control', 'private, max-age=86400');
      // As the kernel serves uploads: no scripts in our origin; a PDF cannot be sandboxed (the browsers' viewers refuse), so it gets the rest.
      reply.header('Content-Security-Policy', file.mimetype === 'application/pdf' ? PDF_POLICY : "sandbox; default-src 'none'");
      reply.stream(Readable.from([file.bytes]), { contentType: file.mimetype, length: file.bytes.length });
    },
  }),
];
