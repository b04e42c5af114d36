import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { BookLocation } from './epub/bookTypes.ts';
import { fetchBook } from './epub/fetchBook.ts';
import { formatLocation, parseLocation } from './epub/readingLocation.ts';
import { renderChapter } from './epub/renderChapter.ts';
import { ChapterText } from './ChapterText.tsx';
import { ReaderToolbar } from './ReaderToolbar.tsx';
import { chapterList, entryOfChapter, TableOfContents } from './TableOfContents.tsx';
import { useFontScale } from './useFontScale.ts';
import { useOpenedBook } from './useOpenedBook.ts';
import { useReadingPosition } from './useReadingPosition.ts';
import './eReader.css';
import { buttonClass } from '@lms/sdk/web';

export interface EpubReaderProps {
  url: string;
  /** The book's content hash, which keeps the reader's position; none keeps none. */
  hashId: string | undefined;
  courseId: string;
  /** Names the reader region. */
  title: string;
  /** How the book's bytes are fetched (tests give their own). */
  loadBook?: (url: string) => Promise<Uint8Array>;
}

/** A place in the book, and whether the reader went there (focus follows them, and it is saved) or it was restored. */
type Place = BookLocation & { moved: boolean };

const START: BookLocation = { chapter: 0, fragment: '' };

/** Keys typed into these keep their own meaning. */
const OWN_KEYS = 'input, select, textarea, [contenteditable="true"]';

/** The place the address asks for (`?location=`, the viewer_url of GET ereader/redshelf/{courseId}/{hash_id}/{page}): it opens there instead. */
function askedLocation(): string | null {
  return new URLSearchParams(window.location.search).get('location');
}

/** An EPUB read in the page, one chapter at a time, from where this reader left off (or where the address asks). */
export function EpubReader({ url, hashId, courseId, title, loadBook = fetchBook }: EpubReaderProps) {
  const opened = useOpenedBook(url, loadBook);
  const position = useReadingPosition(courseId, hashId);
  const font = useFontScale();
  const ids = useId().replace(/[^A-Za-z0-9]/g, '');
  const idPrefix = `epub${ids}-`;
  const tocId = `${idPrefix}toc`;
  const [moved, setMoved] = useState<Place>();
  const [tocOpen, setTocOpen] = useState(false);

  const book = opened.status === 'ready' ? opened.book : undefined;
  const [asked] = useState(askedLocation);
  const restored = useMemo<Place | undefined>(
    () =>
      book && position.saved !== undefined
        ? { ...(parseLocation(asked, book.chapters.length) ?? parseLocation(position.saved, book.chapters.length) ?? START), moved: false }
        : undefined,
    [book, position.saved, asked],
  );
  const place = moved ?? restored;

  // Keyed by the chapter alone: a new place in the same chapter shows the same nodes.
  const content = useMemo(() => {
    if (opened.status !== 'ready' || !place) return null;
    const { book, images } = opened;
    const path = book.chapters[place.chapter]!;
    const xhtml = book.text(path);
    return xhtml === undefined ? null : renderChapter(xhtml, { path, idPrefix, chapterOf: book.chapterOf, imageUrl: (image) => images.urlFor(image) });
  }, [opened, place?.chapter, idPrefix]);

  if (opened.status === 'failed') {
    return (
      <section className="lms-e-reader" aria-label={title}>
        <p className="lms-e-reader-problem" role="alert">
          {opened.message}
        </p>
        <a className={buttonClass({ variant: 'secondary', small: true })} href={url} download>
          Download the book
        </a>
      </section>
    );
  }
  if (!book || !place) {
    return (
      <section className="lms-e-reader" aria-label={title} aria-busy="true">
        <p className="lms-e-reader-note" role="status">
          Opening the book…
        </p>
      </section>
    );
  }

  const count = book.chapters.length;
  const goTo = (location: BookLocation) => {
    setMoved({ ...location, moved: true });
    position.save(formatLocation(location));
  };
  const page = (by: number) => {
    const chapter = place.chapter + by;
    if (chapter >= 0 && chapter < count) goTo({ chapter, fragment: '' });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if ((event.target as Element).closest(OWN_KEYS)) return;
    const by = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
    if (by === 0) return;
    event.preventDefault();
    page(by);
  };
  const toc = book.toc.length > 0 ? book.toc : chapterList(count);

  return (
    <section className="lms-e-reader" aria-label={title} onKeyDown={onKeyDown}>
      <ReaderToolbar
        chapter={place.chapter}
        chapterCount={count}
        onPrevious={() => page(-1)}
        onNext={() => page(1)}
        tocId={tocId}
        tocOpen={tocOpen}
        onToggleToc={() => setTocOpen(!tocOpen)}
        scale={font.scale}
        canShrink={font.canShrink}
        canGrow={font.canGrow}
        onShrink={font.shrink}
        onGrow={font.grow}
        downloadUrl={url}
      />
      {position.notice && (
        <p className="lms-e-reader-notice" role="status">
          {position.notice}
        </p>
      )}
      <div className="lms-e-reader-body">
        <TableOfContents
          id={tocId}
          hidden={!tocOpen}
          entries={toc}
          current={entryOfChapter(toc, place.chapter)}
          onPick={(location) => {
            setTocOpen(false);
            goTo(location);
          }}
        />
        <ChapterText content={content} idPrefix={idPrefix} place={place} scale={font.scale} onFollow={goTo} />
      </div>
    </section>
  );
}
