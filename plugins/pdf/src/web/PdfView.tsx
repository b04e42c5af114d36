import { useId } from 'react';
import { Download, ExternalLink } from 'lucide-react';
import type { ComponentViewProps } from '@lms/sdk/web';
import { DEFAULT_HEIGHT, type PdfConfig } from '../schemas/pdfConfig.ts';
import { documentName } from './documentName.ts';
import './pdf.css';

/** False only where the browser says it has no PDF viewer (phones, some settings); unknown counts as present. */
function browserShowsPdf(): boolean {
  return (navigator as Navigator & { pdfViewerEnabled?: boolean }).pdfViewerEnabled !== false;
}

/**
 * The document in the browser's own PDF viewer, with links to open and download
 * it under it, always: they are what is left where the viewer cannot show it.
 * An <iframe>, not an <object>: the site's content policy allows no objects. Not
 * sandboxed: browsers refuse to run their PDF viewer in a sandboxed frame.
 */
export default function PdfView({ component }: ComponentViewProps<PdfConfig>) {
  const { url, title, height = DEFAULT_HEIGHT } = component.config;
  const labelId = useId();
  const name = documentName(url);
  const caption = title ?? name;
  const frameTitle = `${title ?? (component.title || name)} (PDF document)`;
  return (
    <figure className="lms-pdf" aria-labelledby={labelId}>
      {browserShowsPdf() ? (
        <iframe className="lms-pdf-frame" src={url} title={frameTitle} referrerPolicy="no-referrer" loading="lazy" style={{ height }} />
      ) : (
        <p className="lms-pdf-notice">This browser cannot show PDF documents in the page; open or download it below.</p>
      )}
      <figcaption className="lms-pdf-caption">
        <span id={labelId} className="lms-pdf-caption-label">
          {caption}
        </span>
        <span className="lms-pdf-caption-links">
          <a href={url} target="_blank" rel="noopener noreferrer" aria-describedby={labelId}>
            <ExternalLink aria-hidden="true" size={16} />
            Open in a new tab
          </a>
          <a href={url} download aria-describedby={labelId}>
            <Download aria-hidden="true" size={16} />
            Download the PDF
          </a>
        </span>
      </figcaption>
    </figure>
  );
}
