import { useEffect, useState } from 'react';
import { readDataUrl } from '@lms/subtitles';

/**
 * Addresses a <track> can load. The site's content policy lets media load from
 * this site, https and blob: URLs, not data: URLs, so converted subtitles (kept
 * as data URLs) play through object URLs, released when the tracks change.
 */
export function useTrackUrls(urls: readonly string[]): (string | null)[] {
  const key = urls.join('\n');
  const [playable, setPlayable] = useState<(string | null)[]>(() => urls.map(() => null));
  useEffect(() => {
    const created: string[] = [];
    setPlayable(
      key === ''
        ? []
        : key.split('\n').map((url) => {
            if (!url.startsWith('data:')) return url;
            const data = readDataUrl(url);
            if (!data) return null;
            const objectUrl = URL.createObjectURL(new Blob([data.text], { type: 'text/vtt' }));
            created.push(objectUrl);
            return objectUrl;
          }),
    );
    return () => created.forEach((objectUrl) => URL.revokeObjectURL(objectUrl));
  }, [key]);
  return playable;
}
