import { coreServices, defineRoute, LmsError } from '@lms/sdk';
import { getStoredTheme, saveTheme, uploadLogo } from '../calls/themeCalls.ts';
import type { ThemeWrite } from '../schemas/themeBodies.ts';
import { themeFormProblems } from '../schemas/themeForm.ts';

const asWrite = (stored: { bundle: Record<string, unknown>; theme: Record<string, unknown> }): ThemeWrite =>
  ({ settings: stored.bundle, theme: stored.theme }) as unknown as ThemeWrite;

/** Part 3 §6: the administration area needs an administrator. */
export const themeRoutes = [
  defineRoute(getStoredTheme, {
    permission: 'administrator',
    deps: { bundles: coreServices.labelBundleWriter },
    handler: async ({ host, deps }) => asWrite(await deps.bundles.read(host)),
  }),
  defineRoute(saveTheme, {
    permission: 'administrator',
    deps: { bundles: coreServices.labelBundleWriter, audit: coreServices.auditLog, db: coreServices.database },
    handler: async ({ body, host, user, deps }) => {
      // The editor's own rules (term tags, student field labels), beyond the schema's.
      const problems = themeFormProblems(body);
      if (problems.length > 0) throw LmsError.validation(problems);
      const before = await deps.bundles.read(host);
      const after = { bundle: body.settings as unknown as Record<string, unknown>, theme: body.theme as unknown as Record<string, unknown> };
      // The row and its audit entry together, or neither.
      await deps.db.transaction(async (trx) => {
        await deps.bundles.save(host, after.bundle, after.theme, trx);
        await deps.audit.record({ actorId: user!.id, action: 'themes.save', subjectType: 'host', subjectId: host.toLowerCase(), before, after }, trx);
      });
      return asWrite(await deps.bundles.read(host));
    },
  }),
  // Who may save the theme may upload its logo; core parses, checks and stores the image (and audits it).
  defineRoute(uploadLogo, {
    permission: 'administrator',
    streamBody: true,
    rateLimit: { bucket: 'uploads', key: 'user', points: 30, durationSeconds: 60 },
    deps: { files: coreServices.siteFiles },
    handler: async ({ rawBody, host, user, reply, deps }) => {
      const file = await deps.files.uploadImage(rawBody!, { actorId: user!.id, host });
      reply.status(201);
      return file;
    },
  }),
];
