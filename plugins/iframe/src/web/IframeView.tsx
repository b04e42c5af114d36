import { EmbedFigure, PdfViewerFrame, type ComponentViewProps } from '@lms/sdk/web';
import { DEFAULT_HEIGHT, type IframeConfig } from '../schemas/iframeConfig.ts';
import { embedHost } from './embedHost.ts';
import { isPdfUrl } from '../schemas/pdfLink.ts';
import { PageFrame } from './PageFrame.tsx';
import { ToolFrame } from './ToolFrame.tsx';

/** The embedded page; a PDF address is shown in the browser's PDF viewer instead (part 2 §5: it is a pdf). */
export default function IframeView({ component, courseId, lessonId, pageId }: ComponentViewProps<IframeConfig>) {
  const { url, title, height = DEFAULT_HEIGHT } = component.config;
  const host = embedHost(url) ?? url;
  const caption = title ?? host;
  if (component.config.tool_provider_id) {
    const frameTitle = title ?? (component.title || `External tool from ${host}`);
    return <ToolFrame courseId={courseId} lessonId={lessonId} pageId={pageId} componentId={component._id} title={frameTitle} caption={caption} fallbackHeight={height} />;
  }
  if (isPdfUrl(url)) {
    return (
      <EmbedFigure caption={caption} openUrl={url} pdfUrl={url}>
        <PdfViewerFrame src={url} title={title ?? (component.title || `Document from ${host}`)} height={height} />
      </EmbedFigure>
    );
  }
  // Keyed by address: another page starts from the fallback height, not the last page's.
  return <PageFrame key={url} url={url} title={title ?? (component.title || `Embedded page from ${host}`)} caption={caption} fallbackHeight={height} />;
}
