import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkedKey, type ByteRange, type MediaStore } from './MediaStore.ts';

/** The media store on the local disk: one file per key under `root`, written to a temporary name and renamed when complete. */
export class LocalDiskStore implements MediaStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    return path.join(this.root, checkedKey(key));
  }

  async put(key: string, body: Readable): Promise<{ size: number }> {
    const target = this.pathOf(key);
    // Synchronous on purpose: the stream is taken in hand before this call yields, so no error it emits goes unheard.
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const partial = `${target}.${randomBytes(6).toString('hex')}.part`;
    try {
      await pipeline(body, fs.createWriteStream(partial, { flags: 'wx' }));
      await fs.promises.rename(partial, target);
    } catch (error) {
      await fs.promises.rm(partial, { force: true });
      throw error;
    }
    return { size: (await fs.promises.stat(target)).size };
  }

  read(key: string, range?: ByteRange): Readable {
    return fs.createReadStream(this.pathOf(key), range ? { start: range.start, end: range.end } : {});
  }

  async size(key: string): Promise<number> {
    return (await fs.promises.stat(this.pathOf(key))).size;
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }
}
