import { createServiceRef } from '../contract/serviceRef.ts';
import type { MediaStore } from './storage/MediaStore.ts';
import type { MediaLibrary } from './MediaLibrary.ts';

/** The media services of the kernel (not part of the plugin contract yet). */
export const mediaRefs = {
  store: createServiceRef<MediaStore>('core.media-store'),
  library: createServiceRef<MediaLibrary>('core.media-library'),
};
