import { useEffect, useState } from 'react';
import type { Cue } from '../subtitles/cue.ts';
import { readDataUrl } from '../subtitles/subtitleDataUrl.ts';
import { readWebVtt } from '../subtitles/readWebVtt.ts';

export type TrackCues = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; cues: Cue[] };

function cuesOf(text: string): TrackCues {
  return { state: 'ready', cues: readWebVtt(text).cues };
}

/** The cues of a WebVTT track: read from its data URL, or fetched from this site's media library. */
export function useTrackCues(url: string | undefined): TrackCues {
  const [result, setResult] = useState<TrackCues>({ state: 'loading' });
  useEffect(() => {
    if (url === undefined) return;
    if (url.startsWith('data:')) {
      const data = readDataUrl(url);
      setResult(data ? cuesOf(data.text) : { state: 'failed' });
      return;
    }
    let current = true;
    setResult({ state: 'loading' });
    fetch(url, { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))))
      .then((text) => current && setResult(cuesOf(text)))
      .catch(() => current && setResult({ state: 'failed' }));
    return () => {
      current = false;
    };
  }, [url]);
  return result;
}
