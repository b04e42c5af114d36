import type { ComponentViewProps } from '@lms/sdk/web';
import type { EReaderConfig } from '../schemas/eReaderConfig.ts';
import { bookFileName } from './bookName.ts';
import { EpubReader } from './EpubReader.tsx';
import { PdfBook } from './PdfBook.tsx';
import './eReader.css';

/** The chosen book: an EPUB in the page's own reader, a PDF in the browser's viewer. */
export default function EReaderView({ component, courseId, mode }: ComponentViewProps<EReaderConfig>) {
  const { url, format, hash_id: hashId, title } = component.config;
  if (!url) return mode === 'edit' ? <p className="lms-e-reader-empty">No book has been chosen for this component yet.</p> : null;
  const name = title || component.title || bookFileName(url);
  if (format === 'pdf') return <PdfBook url={url} title={name} />;
  // Keyed by the book: another book starts a reader of its own, at its own position.
  return <EpubReader key={url} url={url} hashId={hashId} courseId={courseId} title={name} />;
}
