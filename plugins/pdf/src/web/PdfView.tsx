import { EmbedFigure, PdfViewerFrame, type ComponentViewProps } from '@lms/sdk/web';
import { DEFAULT_HEIGHT, type PdfConfig } from '../schemas/pdfConfig.ts';
import { documentName } from './documentName.ts';

/**
 * The document in the browser's own PDF viewer, with links to open and download
 * it under it, always: they are what is left where the viewer cannot show it.
 */
export default function PdfView({ component }: ComponentViewProps<PdfConfig>) {
  const { url, title, height = DEFAULT_HEIGHT } = component.config;
  const name = documentName(url);
  return (
    <EmbedFigure caption={title ?? name} openUrl={url} pdfUrl={url}>
      <PdfViewerFrame src={url} title={title ?? (component.title || name)} height={height} />
    </EmbedFigure>
  );
}
