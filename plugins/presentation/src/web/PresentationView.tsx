import { useId } from 'react';
import { Download, ExternalLink } from 'lucide-react';
import type { ComponentViewProps } from '@lms/sdk/web';
import type { PresentationConfig } from '../schemas/presentationConfig.ts';
import { recognisePresentation, type PresentationEmbed } from '../schemas/presentationLinks.ts';
import './presentation.css';

/** False only where the browser says it has no PDF viewer (phones, some settings); unknown counts as present. */
function browserShowsPdf(): boolean {
  return (navigator as Navigator & { pdfViewerEnabled?: boolean }).pdfViewerEnabled !== false;
}

function EmbedFrame({ embed, title }: { embed: PresentationEmbed; title: string }) {
  const className = `lms-presentation-frame lms-presentation-frame--${embed.shape}`;
  if (embed.pdf) {
    // Browsers refuse to run their PDF viewer in a sandboxed frame.
    return browserShowsPdf() ? (
      <iframe className={className} src={embed.embedUrl} title={`${title} (PDF document)`} referrerPolicy="no-referrer" loading="lazy" />
    ) : (
      <p className="lms-presentation-notice">This browser cannot show PDF documents in the page; open or download it below.</p>
    );
  }
  return (
    <iframe
      className={className}
      src={embed.embedUrl}
      title={title}
      // The viewers (Google, Microsoft, Slideshare) need their scripts and cookies; links in slides open as normal tabs.
      sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      allowFullScreen
      referrerPolicy="no-referrer"
      loading="lazy"
    />
  );
}

/** The presentation in its site's embedded viewer, with a link to open it whole under it (what is left offline). */
export default function PresentationView({ component }: ComponentViewProps<PresentationConfig>) {
  const { url, title } = component.config;
  const labelId = useId();
  const embed = recognisePresentation(url);
  if (embed === null) {
    // Only a link saved under other rules (an older version of this plugin) can get here.
    return (
      <p className="lms-presentation-notice">
        This presentation cannot be shown in the page.{' '}
        <a href={url} target="_blank" rel="noopener noreferrer">
          Open it in a new tab
        </a>
      </p>
    );
  }
  return (
    <figure className="lms-presentation" aria-labelledby={labelId}>
      <EmbedFrame embed={embed} title={title ?? (component.title || embed.label)} />
      <figcaption className="lms-presentation-caption">
        <span id={labelId} className="lms-presentation-caption-label">
          {title ?? embed.label}
        </span>
        <span className="lms-presentation-caption-links">
          <a href={embed.openUrl} target="_blank" rel="noopener noreferrer" aria-describedby={labelId}>
            <ExternalLink aria-hidden="true" size={16} />
            Open in a new tab
          </a>
          {embed.pdf && (
            <a href={embed.embedUrl} download aria-describedby={labelId}>
              <Download aria-hidden="true" size={16} />
              Download the PDF
            </a>
          )}
        </span>
      </figcaption>
    </figure>
  );
}
