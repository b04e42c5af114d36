import { EmbedFigure, PdfViewerFrame } from '@lms/sdk/web';

/** Tall enough for about one portrait page at the width of a course page. */
const PDF_HEIGHT = 800;

/**
 * A PDF book in the browser's own viewer, with links to open and download it
 * always under it. The viewer tells the page nothing, so no position is kept.
 */
export function PdfBook({ url, title }: { url: string; title: string }) {
  return (
    <EmbedFigure caption={title} openUrl={url} pdfUrl={url}>
      <PdfViewerFrame src={url} title={title} height={PDF_HEIGHT} />
    </EmbedFigure>
  );
}
