import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** One file of an archive: text (compressed) or bytes read when its turn comes (stored as they are: media is compressed already). */
export type ZipEntry = { name: string; text: string } | { name: string; open(): Promise<Readable> };

/**
 * A ZIP of `entries`, streamed: each file is read only when the previous one
 * is written, so a project of large videos never sits in memory whole. A
 * file that cannot be read ends the stream with its error.
 */
export function zipStream(entries: readonly ZipEntry[]): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return void out.destroy(error);
    out.write(chunk);
    if (final) out.end();
  });
  void (async () => {
    for (const entry of entries) {
      if ('text' in entry) {
        const file = new ZipDeflate(entry.name, { level: 6 });
        zip.add(file);
        file.push(new TextEncoder().encode(entry.text), true);
        continue;
      }
      const file = new ZipPassThrough(entry.name);
      zip.add(file);
      for await (const chunk of await entry.open()) {
        file.push(chunk as Uint8Array);
        // Wait for the reader when it is behind, as a pipe would.
        if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
      }
      file.push(new Uint8Array(0), true);
    }
    zip.end();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

/** A file name safe in any archive tool: no path separators or control characters, at most 80 characters. */
export function archiveName(name: string, fallback: string): string {
  const cleaned = name.replace(/[\\/:*?"<>|\x00-\x1f]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 80);
  return cleaned || fallback;
}
