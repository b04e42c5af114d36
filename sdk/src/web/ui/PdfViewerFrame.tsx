import { EmbedNotice } from './EmbedNotice.tsx';
import './embedFrame.css';

interface PdfViewerFrameProps {
  src: string;
  /** The document's name; the frame is announced as "<title> (PDF document)". */
  title: string;
  /** More classes for the frame (a shape of the plugin's own). */
  className?: string;
  /** Pixels; without it the stylesheet decides. */
  height?: number;
}

/** False only where the browser says it has no PDF viewer (phones, some settings); unknown counts as present. */
function browserShowsPdf(): boolean {
  return (navigator as Navigator & { pdfViewerEnabled?: boolean }).pdfViewerEnabled !== false;
}

/**
 * A PDF in the browser's own viewer, or a notice where there is none (an
 * EmbedFigure's caption then offers it). An <iframe>, not an <object>: the
 * site's content policy allows no objects. Not sandboxed: browsers refuse to
 * run their PDF viewer in a sandboxed frame.
 */
export function PdfViewerFrame({ src, title, className, height }: PdfViewerFrameProps) {
  if (!browserShowsPdf()) return <EmbedNotice>This browser cannot show PDF documents in the page; open or download it below.</EmbedNotice>;
  return (
    <iframe
      className={className === undefined ? 'lms-embed-frame' : `lms-embed-frame ${className}`}
      src={src}
      title={`${title} (PDF document)`}
      referrerPolicy="no-referrer"
      loading="lazy"
      style={height === undefined ? undefined : { height }}
    />
  );
}
