import { createServiceRef } from '../contract/serviceRef.ts';
import type { MediaStore } from './storage/MediaStore.ts';
import type { MediaLibrary } from './MediaLibrary.ts';
import type { MediaReferenceCheck } from './MediaReferenceCheck.ts';
import type { UploadQuota } from './UploadQuota.ts';

/** The media services of the kernel (not part of the plugin contract yet). */
export const mediaRefs = {
  store: createServiceRef<MediaStore>('core.media-store'),
  library: createServiceRef<MediaLibrary>('core.media-library'),
  /** Checks the library files a payload names against its author's rights (issue 14). */
  referenceCheck: createServiceRef<MediaReferenceCheck>('core.media-reference-check'),
  quota: createServiceRef<UploadQuota>('core.upload-quota'),
};
