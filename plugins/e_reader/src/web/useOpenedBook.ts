import { useEffect, useState } from 'react';
import { BookImages } from './epub/BookImages.ts';
import type { EpubBook } from './epub/bookTypes.ts';
import { EpubError } from './epub/EpubError.ts';
import { openEpub } from './epub/openEpub.ts';

export type OpenedBook = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; book: EpubBook; images: BookImages };

export const BOOK_NOT_LOADED = 'The book could not be loaded. Check your connection and reload the page, or download it below.';

/** Loads and opens the EPUB at `url`; its image addresses are revoked when it is closed. */
export function useOpenedBook(url: string, loadBook: (url: string) => Promise<Uint8Array>): OpenedBook {
  const [opened, setOpened] = useState<OpenedBook>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    let images: BookImages | undefined;
    setOpened({ status: 'loading' });
    loadBook(url)
      .then((bytes) => {
        if (!current) return;
        const book = openEpub(bytes);
        images = new BookImages(book);
        setOpened({ status: 'ready', book, images });
      })
      .catch((error: unknown) => {
        if (current) setOpened({ status: 'failed', message: error instanceof EpubError ? error.message : BOOK_NOT_LOADED });
      });
    return () => {
      current = false;
      images?.revokeAll();
    };
  }, [url, loadBook]);
  return opened;
}
