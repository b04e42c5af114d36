import { Download, ExternalLink } from 'lucide-react';

interface FrameCaptionProps {
  /** What the frame shows: its title, or where it comes from. */
  label: string;
  /** The label's element id: it names the figure and describes its links. */
  labelId: string;
  url: string;
  /** Also offers the document for download (a PDF). */
  downloadable?: boolean;
}

/** Under the frame, always: what it is and a way out of it, so a page that cannot be framed (or offline) still leads somewhere. */
export function FrameCaption({ label, labelId, url, downloadable = false }: FrameCaptionProps) {
  return (
    <figcaption className="lms-iframe-caption">
      <span id={labelId} className="lms-iframe-caption-label">
        {label}
      </span>
      <span className="lms-iframe-caption-links">
        <a href={url} target="_blank" rel="noopener noreferrer" aria-describedby={labelId}>
          <ExternalLink aria-hidden="true" size={16} />
          Open in a new tab
        </a>
        {downloadable && (
          <a href={url} download aria-describedby={labelId}>
            <Download aria-hidden="true" size={16} />
            Download the PDF
          </a>
        )}
      </span>
    </figcaption>
  );
}
