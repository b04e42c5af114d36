import sharp from 'sharp';
import type { MediaStore } from './storage/MediaStore.ts';

/** The longest side of a library thumbnail, in pixels. */
export const THUMBNAIL_SIZE = 320;

/** A stored image's size in pixels (after its EXIF orientation); null when the bytes are no image sharp can read. */
export async function imageDimensions(store: MediaStore, key: string): Promise<{ width: number; height: number } | null> {
  const reader = sharp({ failOn: 'error' });
  store.read(key).pipe(reader);
  try {
    const meta = await reader.metadata();
    if (!meta.width || !meta.height) return null;
    const turned = (meta.orientation ?? 1) >= 5;
    return turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  } catch {
    return null;
  }
}

/** Writes a WebP thumbnail of a stored image at `thumbnailKey` (first frame of an animation, upright, never enlarged). */
export async function storeThumbnail(store: MediaStore, key: string, thumbnailKey: string): Promise<void> {
  const resizer = sharp({ failOn: 'error' }).rotate().resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 });
  store.read(key).pipe(resizer);
  await store.put(thumbnailKey, resizer);
}
