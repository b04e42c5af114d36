import { useRef } from 'react';
import { EmbedFigure } from '@lms/sdk/web';
import { useFrameHeight } from './useFrameHeight.ts';

interface PageFrameProps {
  url: string;
  /** The frame's accessible name. */
  title: string;
  caption: string;
  /** Pixels, until the page's own height is known. */
  fallbackHeight: number;
}

/**
 * Another web page, sandboxed: it may run its scripts, keep its own origin (so
 * its logins work), send forms and open pop-ups, but never navigate this page.
 */
export function PageFrame({ url, title, caption, fallbackHeight }: PageFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const { height, onLoad } = useFrameHeight(frame);
  return (
    <EmbedFigure caption={caption} openUrl={url}>
      <iframe
        ref={frame}
        className="lms-embed-frame"
        src={url}
        title={title}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        referrerPolicy="no-referrer"
        loading="lazy"
        style={{ height: height ?? fallbackHeight }}
        onLoad={onLoad}
      />
    </EmbedFigure>
  );
}
