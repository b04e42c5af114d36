import { useId, useRef } from 'react';
import { FrameCaption } from './FrameCaption.tsx';
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
  const labelId = useId();
  const { height, onLoad } = useFrameHeight(frame);
  return (
    <figure className="lms-iframe" aria-labelledby={labelId}>
      <iframe
        ref={frame}
        className="lms-iframe-frame"
        src={url}
        title={title}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        referrerPolicy="no-referrer"
        loading="lazy"
        style={{ height: height ?? fallbackHeight }}
        onLoad={onLoad}
      />
      <FrameCaption label={caption} labelId={labelId} url={url} />
    </figure>
  );
}
