import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { pollFrameHeight, readFrameHeight, resizeMessageHeight } from './frameHeight.ts';

/**
 * The height of the page in the frame, once known: measured after each load
 * when this site may read the page, or posted by a cooperating page
 * (`{ type: 'lms:resize', height }`). Null until then. Call `onLoad` from the frame's load event.
 */
export function useFrameHeight(frame: RefObject<HTMLIFrameElement | null>): { height: number | null; onLoad(): void } {
  const [height, setHeight] = useState<number | null>(null);
  const stopPolling = useRef<() => void>(undefined);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only this frame's own page may size it.
      if (frame.current === null || event.source !== frame.current.contentWindow) return;
      const asked = resizeMessageHeight(event.data);
      if (asked !== null) setHeight(asked);
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      stopPolling.current?.();
    };
  }, [frame]);

  const onLoad = useCallback(() => {
    stopPolling.current?.();
    const loaded = frame.current;
    if (loaded === null) return;
    stopPolling.current = pollFrameHeight(() => readFrameHeight(loaded), setHeight);
  }, [frame]);

  return { height, onLoad };
}
