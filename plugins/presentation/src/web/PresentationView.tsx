import { EmbedFigure, EmbedNotice, PdfViewerFrame, type ComponentViewProps } from '@lms/sdk/web';
import type { PresentationConfig } from '../schemas/presentationConfig.ts';
import { recognisePresentation, type PresentationEmbed } from '../schemas/presentationLinks.ts';
import './presentation.css';

function EmbedFrame({ embed, title }: { embed: PresentationEmbed; title: string }) {
  const shape = `lms-presentation-frame--${embed.shape}`;
  if (embed.pdf) return <PdfViewerFrame src={embed.embedUrl} title={title} className={shape} />;
  return (
    <iframe
      className={`lms-embed-frame ${shape}`}
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
  const embed = recognisePresentation(url);
  if (embed === null) {
    // Only a link saved under other rules (an older version of this plugin) can get here.
    return (
      <EmbedNotice>
        This presentation cannot be shown in the page.{' '}
        <a href={url} target="_blank" rel="noopener noreferrer">
          Open it in a new tab
        </a>
      </EmbedNotice>
    );
  }
  return (
    <EmbedFigure caption={title ?? embed.label} openUrl={embed.openUrl} pdfUrl={embed.pdf ? embed.embedUrl : undefined}>
      <EmbedFrame embed={embed} title={title ?? (component.title || embed.label)} />
    </EmbedFigure>
  );
}
