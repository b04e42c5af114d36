import { unzipSync } from 'fflate';
import { EpubError } from './EpubError.ts';

/** The files of a zip, each inflated only when it is read (a book's images need not all be in memory). */
export interface ZipArchive {
  has(path: string): boolean;
  bytes(path: string): Uint8Array | undefined;
  text(path: string): string | undefined;
}

export function openZip(data: Uint8Array): ZipArchive {
  const names = new Set<string>();
  try {
    unzipSync(data, {
      filter: (file) => {
        names.add(file.name);
        return false;
      },
    });
  } catch {
    throw new EpubError('This file is not an EPUB book: it could not be unzipped.');
  }
  const bytes = (path: string): Uint8Array | undefined => (names.has(path) ? unzipSync(data, { filter: (file) => file.name === path })[path] : undefined);
  const decoder = new TextDecoder('utf-8');
  return {
    has: (path) => names.has(path),
    bytes,
    text: (path) => {
      const content = bytes(path);
      return content === undefined ? undefined : decoder.decode(content);
    },
  };
}
