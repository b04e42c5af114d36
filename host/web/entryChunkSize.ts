import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** "561.60 kB", in the units Vite's own chunk list uses (1 kB = 1000 bytes). */
export function formatKilobytes(bytes: number): string {
  return `${(bytes / 1000).toFixed(2)} kB`;
}

/** The line the build ends with, so a change that grows what every visitor downloads first shows in its build. */
export function entryChunkSizeLine(fileName: string, code: string): string {
  const raw = Buffer.byteLength(code);
  const gzip = gzipSync(code).byteLength;
  return `Entry chunk ${fileName}: ${formatKilobytes(raw)} raw, ${formatKilobytes(gzip)} gzip`;
}

/** Prints the entry chunk's size, raw and gzipped, once the bundle is written. */
export function entryChunkSize(): Plugin {
  let line: string | undefined;
  return {
    name: 'lms-entry-chunk-size',
    apply: 'build',
    writeBundle(_options, bundle) {
      const entry = Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry && output.name === 'index');
      line = entry?.type === 'chunk' ? entryChunkSizeLine(entry.fileName, entry.code) : undefined;
    },
    closeBundle() {
      if (line) console.log(line);
    },
  };
}
