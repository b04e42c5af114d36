import { defineRoute, replyWithFile } from '@lms/sdk';
import {
  addArtifact,
  createProject,
  deleteProject,
  downloadProject,
  downloadProjectArchive,
  getProject,
  getProjectFile,
  getVersion,
  listProjectsByComponent,
  listProjectsForComments,
  listVersions,
  projectSubmissionStatus,
  removeArtifact,
  updateArtifact,
  updateProject,
  updateVersion,
} from '../../calls/projectCalls.ts';
import { routeCaller } from './caller.ts';
import { projectArchiveRef, projectEditsRef, projectFilesRef, projectReadsRef, projectTransitionsRef } from './services.ts';

/** What a browser may show in place; anything else is downloaded (never rendered as a page of this site). */
const INLINE = /^(image\/(png|jpeg|gif|webp)|video\/|audio\/|application\/pdf$)/;

/** As the media route serves library files: never a page of this site; a PDF viewer is allowed its own rendering. */
const MEDIA_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";
const PDF_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; object-src 'none'; form-action 'none'; base-uri 'none'; frame-ancestors 'self'";

/** RFC 6266: an ASCII fallback and the UTF-8 name. */
const disposition = (type: 'inline' | 'attachment', fileName: string) => `${type}; filename="${fileName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

const reads = { reads: projectReadsRef };
const edits = { edits: projectEditsRef };

/** Part 2 §7 projects calls (docs/api.md "Projects"); each checks the caller's rights on the project itself (part 2 §6). */
export const projectRoutes = [
  // The fixed segments come first: "by-component" and "status" would otherwise read as a course id.
  defineRoute(listProjectsForComments, {
    permission: 'course:view',
    deps: reads,
    handler: (request) => request.deps.reads.commentable(request.params.courseId, request.params.componentId, routeCaller(request)),
  }),
  defineRoute(listProjectsByComponent, {
    permission: 'course:view',
    deps: reads,
    handler: (request) => request.deps.reads.lists(request.params.courseId, request.params.componentId, routeCaller(request)),
  }),
  defineRoute(projectSubmissionStatus, {
    permission: 'course:view',
    deps: reads,
    handler: (request) => request.deps.reads.status(request.params.courseId, request.params.componentId, request.params.studentId, routeCaller(request)),
  }),
  defineRoute(getProject, {
    permission: 'course:view',
    deps: reads,
    handler: (request) => request.deps.reads.answer(request.params.courseId, request.params.projectId, routeCaller(request)),
  }),
  defineRoute(createProject, {
    permission: 'course:view',
    deps: edits,
    async handler(request) {
      const project = await request.deps.edits.create(request.params.courseId, routeCaller(request), request.body);
      request.reply.status(201);
      return { status: { created: true }, project };
    },
  }),
  defineRoute(updateProject, {
    permission: 'course:view',
    deps: edits,
    handler: (request) => request.deps.edits.update(request.params.courseId, request.params.projectId, routeCaller(request), request.body),
  }),
  defineRoute(deleteProject, {
    permission: 'course:view',
    deps: edits,
    handler: (request) => request.deps.edits.remove(request.params.courseId, request.params.projectId, routeCaller(request), request.query.revision),
  }),
  defineRoute(addArtifact, {
    permission: 'course:view',
    deps: edits,
    async handler(request) {
      const added = await request.deps.edits.addArtifact(request.params.courseId, request.params.projectId, routeCaller(request), request.body);
      request.reply.status(201);
      return added;
    },
  }),
  defineRoute(updateArtifact, {
    permission: 'course:view',
    deps: edits,
    handler: (request) => request.deps.edits.updateArtifact(request.params.courseId, request.params.projectId, request.params.artifactId, routeCaller(request), request.body),
  }),
  defineRoute(removeArtifact, {
    permission: 'course:view',
    deps: edits,
    handler: (request) => request.deps.edits.removeArtifact(request.params.courseId, request.params.projectId, request.params.artifactId, routeCaller(request), request.query.revision),
  }),
  defineRoute(listVersions, {
    permission: 'course:view',
    deps: reads,
    handler: (request) => request.deps.reads.versions(request.params.courseId, request.params.projectId, routeCaller(request)),
  }),
  defineRoute(getVersion, {
    permission: 'course:view',
    deps: reads,
    handler: (request) => request.deps.reads.version(request.params.courseId, request.params.projectId, request.params.versionId, routeCaller(request)),
  }),
  defineRoute(updateVersion, {
    permission: 'course:view',
    deps: { transitions: projectTransitionsRef },
    handler: (request) => request.deps.transitions.change(request.params.courseId, request.params.projectId, request.params.versionId, routeCaller(request), request.body),
  }),
  defineRoute(downloadProject, {
    permission: 'course:view',
    deps: { archive: projectArchiveRef },
    handler: (request) => request.deps.archive.url(request.params.courseId, request.params.projectId, routeCaller(request)),
  }),
  defineRoute(downloadProjectArchive, {
    permission: 'course:view',
    deps: { archive: projectArchiveRef },
    async handler(request) {
      const { fileName, body } = await request.deps.archive.archive(request.params.courseId, request.params.projectId, routeCaller(request));
      request.reply.header('Content-Disposition', disposition('attachment', fileName));
      request.reply.header('Cache-Control', 'private, no-store');
      request.reply.stream(body, { contentType: 'application/zip' });
    },
  }),
  defineRoute(getProjectFile, {
    permission: 'course:view',
    deps: { files: projectFilesRef },
    async handler(request) {
      const { file, read } = await request.deps.files.open(request.params.courseId, request.params.projectId, request.params.mediaId, routeCaller(request));
      request.reply.header('Content-Disposition', disposition(INLINE.test(file.mimetype) ? 'inline' : 'attachment', file.name));
      request.reply.header('Cache-Control', 'private, max-age=3600');
      request.reply.header('X-Content-Type-Options', 'nosniff');
      request.reply.header('Content-Security-Policy', file.mimetype === 'application/pdf' ? PDF_CSP : MEDIA_CSP);
      request.reply.header('Cross-Origin-Resource-Policy', 'same-origin');
      await replyWithFile(request.reply, request.header('range'), { size: file.size, mimetype: file.mimetype, read });
    },
  }),
];
