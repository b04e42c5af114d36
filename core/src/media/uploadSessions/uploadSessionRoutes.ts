import { defineRoute } from '@lms/contract/route.ts';
import { coreServices } from '@lms/contract/services.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import {
  convertUpload,
  listUploadSessions,
  putSignedUpload,
  registerUploadedDocument,
  registerUploadedImage,
  signUpload,
  UPLOAD_SESSION_MESSAGES,
} from '@lms/contract/calls/uploadSessionCalls.ts';
import { mediaRefs } from '../mediaServices.ts';
import { UPLOAD_RATE_LIMIT } from '../mediaRoutes.ts';
import { sealUploadToken, uploadTokenAdmits } from './uploadTokens.ts';

/** What the key of a body names, for the course gate of media/converter (the body not validated yet). */
const keyIn = (body: unknown): string => (typeof (body as { key?: unknown } | null)?.key === 'string' ? (body as { key: string }).key : '');

/**
 * Direct uploads (UploadSessions): files/s3sign, the local store's signed PUT,
 * media/converter and the spec's images/upload/ and documents/upload/ (the same
 * conversion behind the three), and the caller's session list.
 */
export const uploadSessionRoutes = [
  defineRoute(signUpload, {
    permission: 'course:edit',
    courseInBody: 'course',
    rateLimit: UPLOAD_RATE_LIMIT,
    deps: { sessions: mediaRefs.uploadSessions, secrets: coreServices.secrets },
    async handler({ body, user, origin, deps }) {
      const signed = await deps.sessions.open(body.course, user!.id, body.filename, body.contentType);
      const { session } = signed;
      const ours = `${origin}/server/s3upload/${session._id}`;
      const presigned = signed.presignedUrl ?? `${ours}?token=${encodeURIComponent(sealUploadToken(deps.secrets, session._id, new Date(session.expires_at)))}`;
      return {
        _id: session._id,
        presigned_url: presigned,
        s3_url: signed.presignedUrl ? presigned.split('?')[0]! : ours,
        key: session.key,
        s3_bucket: signed.bucket,
        s3_region: signed.region,
        output_path: `${session.course_id}/`,
        output_bucket: signed.bucket,
        user_id: session.user_id,
        media_convert_data: { library: session.library, convert: signed.convert },
        expires_at: session.expires_at,
      };
    },
  }),
  defineRoute(putSignedUpload, {
    // The sealed token is the right, as a presigned address is S3's: checked before a byte is read.
    permission: 'public',
    crossSite: true,
    streamBody: true,
    deps: { sessions: mediaRefs.uploadSessions, secrets: coreServices.secrets, clock: coreServices.clock },
    async handler({ params, query, rawBody, reply, deps }) {
      if (!uploadTokenAdmits(deps.secrets, query.token, params.sessionId, deps.clock.now())) throw new LmsError('access-denied', UPLOAD_SESSION_MESSAGES.badToken);
      await deps.sessions.receive(params.sessionId, rawBody!.stream);
      reply.status(204);
    },
  }),
  defineRoute(convertUpload, {
    permission: 'course:edit',
    rateLimit: UPLOAD_RATE_LIMIT,
    deps: { sessions: mediaRefs.uploadSessions },
    courseOf: ({ body, deps }) => deps.sessions.courseOfKey(keyIn(body)),
    async handler({ body, user, reply, deps }) {
      const stored = await deps.sessions.convert(body.key, user!.id);
      reply.status(201);
      return stored;
    },
  }),
  defineRoute(registerUploadedImage, {
    permission: 'course:edit',
    courseInBody: 'course',
    rateLimit: UPLOAD_RATE_LIMIT,
    deps: { sessions: mediaRefs.uploadSessions },
    async handler({ body, user, reply, deps }) {
      const key = await deps.sessions.keyOfUrl(body.fullsizeUrl);
      if ((await deps.sessions.courseOfKey(key)) !== body.course) throw new LmsError('not-found', UPLOAD_SESSION_MESSAGES.notFound);
      const stored = await deps.sessions.convert(key, user!.id, body.filename);
      reply.status(201);
      return stored;
    },
  }),
  defineRoute(registerUploadedDocument, {
    permission: 'course:edit',
    courseInBody: 'course',
    rateLimit: UPLOAD_RATE_LIMIT,
    deps: { sessions: mediaRefs.uploadSessions },
    async handler({ body, user, reply, deps }) {
      const key = await deps.sessions.keyOfUrl(body.url);
      if ((await deps.sessions.courseOfKey(key)) !== body.course) throw new LmsError('not-found', UPLOAD_SESSION_MESSAGES.notFound);
      const stored = await deps.sessions.convert(key, user!.id, body.filename);
      reply.status(201);
      return stored;
    },
  }),
  defineRoute(listUploadSessions, {
    permission: 'user',
    deps: { sessions: mediaRefs.uploadSessions },
    handler: async ({ query, user, deps }) => ({ uploads: await deps.sessions.list(user!.id, Number(query.limit ?? '10')) }),
  }),
];
