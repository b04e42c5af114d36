import { useId, type ReactNode } from 'react';
import { Download, ExternalLink } from 'lucide-react';
import './embedFrame.css';

interface EmbedFigureProps {
  /** What the frame shows: its title, or where it comes from. It names the figure and describes its links. */
  caption: string;
  /** Where "Open in a new tab" leads. */
  openUrl: string;
  /** A PDF the caption also offers for download. */
  pdfUrl?: string;
  /** The frame (an <iframe className="lms-embed-frame">, a PdfViewerFrame) or what stands in for it. */
  children: ReactNode;
}

/**
 * Embedded content with a caption always under it: what it is and a way out of
 * it, so content that cannot be framed (or a page read offline) still leads somewhere.
 */
export function EmbedFigure({ caption, openUrl, pdfUrl, children }: EmbedFigureProps) {
  const labelId = useId();
  return (
    <figure className="lms-embed" aria-labelledby={labelId}>
      {children}
      <figcaption className="lms-embed-caption">
        <span id={labelId} className="lms-embed-caption-label">
          {caption}
        </span>
        <span className="lms-embed-caption-links">
          <a href={openUrl} target="_blank" rel="noopener noreferrer" aria-describedby={labelId}>
            <ExternalLink aria-hidden="true" size={16} />
            Open in a new tab
          </a>
          {pdfUrl !== undefined && (
            <a href={pdfUrl} download aria-describedby={labelId}>
              <Download aria-hidden="true" size={16} />
              Download the PDF
            </a>
          )}
        </span>
      </figcaption>
    </figure>
  );
}
