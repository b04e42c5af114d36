import { coreServices } from '@lms/contract/services.ts';
import { createServiceRef, defineService } from '@lms/contract/serviceRef.ts';
import { kernelParts } from '../kernel/kernelParts.ts';
import { permissionRefs } from '../permissions/permissionServices.ts';
import { jobRefs } from '../jobs/jobServices.ts';
import { systemFfmpeg } from './conversion/ffmpegTools.ts';
import { VideoConversion } from './conversion/VideoConversion.ts';
import type { MediaStore } from './storage/MediaStore.ts';
import { CourseMediaFiles } from './CourseMediaFiles.ts';
import { MediaLibrary } from './MediaLibrary.ts';
import { MediaReferenceCheck } from './MediaReferenceCheck.ts';
import { UploadQuota } from './UploadQuota.ts';
import { UploadSessions } from './uploadSessions/UploadSessions.ts';

/** The media services of the kernel (not part of the plugin contract yet). */
export const mediaRefs = {
  /** Where file bodies live (set by the kernel from its configuration). */
  store: createServiceRef<MediaStore>('core.media-store'),
  library: createServiceRef<MediaLibrary>('core.media-library'),
  /** Checks the library files a payload names against its author's rights (issue 14). */
  referenceCheck: createServiceRef<MediaReferenceCheck>('core.media-reference-check'),
  quota: createServiceRef<UploadQuota>('core.upload-quota'),
  /** Converts uploaded videos to MP4 by a job (issue 19 item 7). */
  videoConversion: createServiceRef<VideoConversion>('core.video-conversion'),
  /** Direct uploads: files/s3sign, media/converter, s3upload (issue 26). */
  uploadSessions: createServiceRef<UploadSessions>('core.upload-sessions'),
} as const;

export const mediaServices = [
  defineService({
    ref: mediaRefs.quota,
    deps: { db: coreServices.database, config: kernelParts.config },
    factory: ({ db, config }) => new UploadQuota(db, config),
  }),
  defineService({
    ref: mediaRefs.videoConversion,
    deps: { db: coreServices.database, store: mediaRefs.store, queue: jobRefs.jobs },
    factory: ({ db, store, queue }) => new VideoConversion(db, store, queue, systemFfmpeg),
  }),
  defineService({
    ref: mediaRefs.library,
    deps: { db: coreServices.database, clock: coreServices.clock, ids: coreServices.ids, store: mediaRefs.store, quota: mediaRefs.quota, conversion: mediaRefs.videoConversion },
    factory: ({ db, clock, ids, store, quota, conversion }) => new MediaLibrary(db, clock, ids, store, quota, conversion),
  }),
  defineService({
    ref: mediaRefs.uploadSessions,
    deps: { db: coreServices.database, clock: coreServices.clock, ids: coreServices.ids, store: mediaRefs.store, media: mediaRefs.library, conversion: mediaRefs.videoConversion },
    factory: ({ db, clock, ids, store, media, conversion }) => new UploadSessions(db, clock, ids, store, media, conversion),
  }),
  defineService({
    ref: coreServices.media,
    deps: { db: coreServices.database, store: mediaRefs.store },
    factory: ({ db, store }) => new CourseMediaFiles(db, store),
  }),
  defineService({
    ref: mediaRefs.referenceCheck,
    deps: { db: coreServices.database, permissions: permissionRefs.permissionService },
    factory: ({ db, permissions }) => new MediaReferenceCheck(db, permissions),
  }),
];
