import { useEffect, type RefObject } from 'react';

/**
 * Plays the part of a video from `start` to `end` (seconds): seeks to the
 * start once the video knows its length, and pauses once at the end; after
 * that the student may play on.
 */
export function useClip(media: RefObject<HTMLMediaElement | null>, start: number | undefined, end: number | undefined): void {
  useEffect(() => {
    const element = media.current;
    if (!element) return;
    const validEnd = end !== undefined && end > (start ?? 0) ? end : undefined;
    let stopped = false;
    const seek = () => {
      if (start !== undefined && start > 0 && element.currentTime < start) element.currentTime = start;
    };
    const stopAtEnd = () => {
      if (validEnd === undefined || stopped || element.currentTime < validEnd) return;
      stopped = true;
      element.pause();
    };
    if (element.readyState >= 1) seek();
    element.addEventListener('loadedmetadata', seek);
    element.addEventListener('timeupdate', stopAtEnd);
    return () => {
      element.removeEventListener('loadedmetadata', seek);
      element.removeEventListener('timeupdate', stopAtEnd);
    };
  }, [media, start, end]);
}
