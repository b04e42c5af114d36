import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { KernelConfig } from '../config/KernelConfig.ts';
import { LocalDiskStore } from './storage/LocalDiskStore.ts';
import { S3MediaStore } from './storage/S3MediaStore.ts';
import type { MediaStore } from './storage/MediaStore.ts';

/**
 * The media store the configuration names: an S3-compatible bucket, the local disk in `mediaDir`, or
 * beside the embedded database; an in-memory database gets a temporary folder,
 * removed when the kernel stops (`dispose`).
 */
export function openMediaStore(config: KernelConfig): { store: MediaStore; dispose(): Promise<void> } {
  if (config.s3) return { store: new S3MediaStore(config.s3), dispose: async () => undefined };
  const embeddedDir = config.database.kind === 'embedded' ? config.database.dataDir : null;
  const configured = config.mediaDir ?? (embeddedDir ? path.join(embeddedDir, 'media') : null);
  const folder = configured ?? fs.mkdtempSync(path.join(os.tmpdir(), 'lms-media-'));
  fs.mkdirSync(folder, { recursive: true });
  return {
    store: new LocalDiskStore(folder),
    dispose: async () => {
      if (!configured) await fs.promises.rm(folder, { recursive: true, force: true });
    },
  };
}
