import { useEffect, useState } from 'react';
import type { Transcript } from '../transcript/cue.ts';
import { readTranscript } from '../transcript/readTranscript.ts';
import { readDataUrl } from '../transcript/transcriptDataUrl.ts';

export type LoadedTranscript = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; transcript: Transcript };

function loaded(text: string, plainAllowed: boolean): LoadedTranscript {
  const transcript = readTranscript(text, plainAllowed);
  return transcript ? { state: 'ready', transcript } : { state: 'failed' };
}

/** A subtitle entry's transcript: read from its data URL, or fetched from this site's media library. */
export function useTranscript(url: string | undefined): LoadedTranscript {
  const [result, setResult] = useState<LoadedTranscript>({ state: 'loading' });
  useEffect(() => {
    if (url === undefined) return;
    if (url.startsWith('data:')) {
      const data = readDataUrl(url);
      setResult(data ? loaded(data.text, data.mimeType === 'text/plain') : { state: 'failed' });
      return;
    }
    let current = true;
    setResult({ state: 'loading' });
    fetch(url, { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))))
      .then((text) => current && setResult(loaded(text, /\.txt(?:[?#]|$)/i.test(url))))
      .catch(() => current && setResult({ state: 'failed' }));
    return () => {
      current = false;
    };
  }, [url]);
  return result;
}
