import { defineRoute } from '@lms/sdk';
import { getSource, listSources, reindexSource, removeSource, saveSource, uploadSourceFile } from '../../calls/sourceCalls.ts';
import { readSourceUpload } from '../sources/readSourceUpload.ts';
import { sourcesRef } from '../services.ts';

/** Sources (aibook, aitrain): administrators. */
export const sourceRoutes = [
  defineRoute(listSources, { permission: 'administrator', deps: { sources: sourcesRef }, handler: ({ deps }) => deps.sources.list() }),
  defineRoute(saveSource, { permission: 'administrator', deps: { sources: sourcesRef }, handler: ({ params, body, deps }) => deps.sources.save(params.uuid, body) }),
  defineRoute(getSource, { permission: 'administrator', deps: { sources: sourcesRef }, handler: ({ params, deps }) => deps.sources.get(params.uuid) }),
  defineRoute(uploadSourceFile, {
    permission: 'administrator',
    streamBody: true,
    rateLimit: { bucket: 'uploads', key: 'user', points: 30, durationSeconds: 60 },
    deps: { sources: sourcesRef },
    async handler({ params, rawBody, deps, reply }) {
      const uuid = params.uuid;
      await deps.sources.get(uuid);
      const file = await readSourceUpload(rawBody!);
      reply.status(202);
      return deps.sources.upload(uuid, file);
    },
  }),
  defineRoute(reindexSource, {
    permission: 'administrator',
    deps: { sources: sourcesRef },
    async handler({ params, deps, reply }) {
      reply.status(202);
      return deps.sources.reindex(params.uuid);
    },
  }),
  defineRoute(removeSource, { permission: 'administrator', deps: { sources: sourcesRef }, handler: ({ params, deps }) => deps.sources.remove(params.uuid) }),
];
