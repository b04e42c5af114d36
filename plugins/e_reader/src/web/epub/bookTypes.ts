/** A place in the book: a chapter (index in the spine) and an element id in it ('' for its start). */
export interface BookLocation {
  chapter: number;
  fragment: string;
}

/** An entry of the table of contents; a heading entry has no target, only children. */
export interface TocEntry {
  label: string;
  target: BookLocation | null;
  children: TocEntry[];
}

export interface EpubBook {
  /** The title the package gives (dc:title), '' when it gives none. */
  title: string;
  /** The zip paths of the chapters, in reading order (the spine). */
  chapters: string[];
  toc: TocEntry[];
  /** The chapter a zip path is, or -1. */
  chapterOf(path: string): number;
  text(path: string): string | undefined;
  bytes(path: string): Uint8Array | undefined;
  /** The media type the package declares for a file. */
  mediaType(path: string): string | undefined;
}
