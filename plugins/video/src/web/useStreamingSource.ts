import { useEffect, useState, type RefObject } from 'react';

/** Safari and some mobile browsers play HLS themselves; Chromium and Firefox need hls.js over Media Source Extensions. */
function playsHlsNatively(video: HTMLVideoElement): boolean {
  return video.canPlayType('application/vnd.apple.mpegurl') !== '';
}

/**
 * Attaches an HLS (.m3u8) stream to the video: natively where the browser can,
 * else through hls.js, loaded only when a stream is shown. Answers whether the
 * browser turned out unable to play the stream at all.
 */
export function useStreamingSource(video: RefObject<HTMLVideoElement | null>, url: string, streaming: boolean, start: number | undefined): boolean {
  const [unsupported, setUnsupported] = useState(false);
  useEffect(() => {
    const element = video.current;
    if (!streaming || !element) return;
    if (playsHlsNatively(element)) {
      element.src = url;
      return;
    }
    let detached = false;
    let destroy = () => {};
    void import('hls.js').then(({ default: Hls }) => {
      if (detached) return;
      if (!Hls.isSupported()) {
        setUnsupported(true);
        return;
      }
      // No worker: hls.js would start it from a blob: script, which the host's content security policy refuses.
      const hls = new Hls({ startPosition: start ?? -1, enableWorker: false });
      hls.loadSource(url);
      hls.attachMedia(element);
      destroy = () => hls.destroy();
    });
    return () => {
      detached = true;
      destroy();
    };
  }, [video, url, streaming, start]);
  return unsupported;
}
