import { useEffect, useMemo } from 'react';
import { BookImages } from './epub/BookImages.ts';
import type { EpubBook } from './epub/bookTypes.ts';
import { EpubError } from './epub/EpubError.ts';
import { openEpub } from './epub/openEpub.ts';
import { useReadQuery } from './serverData.ts';

export type OpenedBook = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; book: EpubBook; images: BookImages };

export const BOOK_NOT_LOADED = 'The book could not be loaded. Check your connection and reload the page, or download it below.';

/**
 * Loads and opens the EPUB at `url` as a kit query (the bytes and the parsed
 * book are forgotten once no reader shows them); its image addresses are
 * revoked when it is closed.
 */
export function useOpenedBook(url: string, loadBook: (url: string) => Promise<Uint8Array>): OpenedBook {
  const opened = useReadQuery(
    'book',
    { url },
    async (signal) => {
      const bytes = await loadBook(url);
      // The reader closed while the bytes came: the book is not unzipped for nobody.
      signal.throwIfAborted();
      return openEpub(bytes);
    },
    { staleTime: Infinity, forgetWhenUnused: true },
  );
  const book = opened.data;
  // Image addresses are made lazily (urlFor) and revoked with the book or when the reader closes.
  const images = useMemo(() => (book ? new BookImages(book) : undefined), [book]);
  useEffect(() => () => images?.revokeAll(), [images]);
  if (opened.isError) return { status: 'failed', message: opened.error instanceof EpubError ? opened.error.message : BOOK_NOT_LOADED };
  if (!book || !images) return { status: 'loading' };
  return { status: 'ready', book, images };
}
