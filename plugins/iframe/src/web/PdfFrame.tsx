import { useId } from 'react';
import { FrameCaption } from './FrameCaption.tsx';

interface PdfFrameProps {
  url: string;
  title: string;
  caption: string;
  height: number;
}

/** False only where the browser says it has no PDF viewer (phones, some settings); unknown counts as present. */
function browserShowsPdf(): boolean {
  return (navigator as Navigator & { pdfViewerEnabled?: boolean }).pdfViewerEnabled !== false;
}

/**
 * A PDF in the browser's own viewer. Not sandboxed: browsers refuse to run their
 * PDF viewer in a sandboxed frame. (The site's content policy forbids <object>.)
 */
export function PdfFrame({ url, title, caption, height }: PdfFrameProps) {
  const labelId = useId();
  return (
    <figure className="lms-iframe" aria-labelledby={labelId}>
      {browserShowsPdf() ? (
        <iframe className="lms-iframe-frame" src={url} title={`${title} (PDF document)`} referrerPolicy="no-referrer" loading="lazy" style={{ height }} />
      ) : (
        <p className="lms-iframe-notice">This browser cannot show PDF documents in the page; open or download it below.</p>
      )}
      <FrameCaption label={caption} labelId={labelId} url={url} downloadable />
    </figure>
  );
}
