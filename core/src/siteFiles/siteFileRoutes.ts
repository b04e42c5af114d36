import { defineRoute } from '@lms/contract/route.ts';
import { replyWithFile } from '@lms/contract/byteRange.ts';
import { getSiteFile } from '@lms/contract/calls/siteFileCalls.ts';
import { siteFileRefs } from './siteFileServices.ts';

/** As the media library's files: an SVG with a script never runs as a page of this site. */
const SITE_FILE_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";
/** An address names one upload for ever (a new logo is a new id), so browsers and caches keep it a year. */
const YEAR_LONG = 'public, max-age=31536000, immutable';

/** Site images (a host's logo) for everyone, visitors included; uploads go through coreServices.siteFiles. */
export const siteFileRoutes = [
  defineRoute(getSiteFile, {
    permission: 'public',
    deps: { files: siteFileRefs.store },
    async handler({ params, header, reply, deps }) {
      const opened = await deps.files.open(params.fileId, params.fileName);
      reply.header('Cache-Control', YEAR_LONG);
      reply.header('Content-Security-Policy', SITE_FILE_CSP);
      reply.header('X-Content-Type-Options', 'nosniff');
      // A logo may be shown wherever this site's pages or mails are read.
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      await replyWithFile(reply, header('range'), opened);
    },
  }),
];
