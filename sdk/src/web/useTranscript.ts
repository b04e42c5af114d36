import { useEffect, useState } from 'react';
import { PLAIN_TEXT_MIME_TYPE, readDataUrl, readTranscript, type SubtitleReaders, type Transcript } from '@lms/subtitles';

export type LoadedTranscript = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; transcript: Transcript };

function loaded(text: string, readers: SubtitleReaders, plain: boolean): LoadedTranscript {
  const transcript = readTranscript(text, readers, plain);
  return transcript ? { state: 'ready', transcript } : { state: 'failed' };
}

/**
 * A subtitle track's transcript, read with `readers` (a module constant): from
 * its data URL, or fetched from this site's media library. Where `plain`
 * allows it, a plain transcript (a text/plain data URL, a library .txt) is read
 * as text. Nothing is read while `url` is undefined (a transcript not opened yet).
 */
export function useTranscript(url: string | undefined, readers: SubtitleReaders, plain: boolean): LoadedTranscript {
  const [result, setResult] = useState<LoadedTranscript>({ state: 'loading' });
  useEffect(() => {
    if (url === undefined) return;
    if (url.startsWith('data:')) {
      const data = readDataUrl(url);
      setResult(data ? loaded(data.text, readers, plain && data.mimeType === PLAIN_TEXT_MIME_TYPE) : { state: 'failed' });
      return;
    }
    let current = true;
    setResult({ state: 'loading' });
    fetch(url, { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))))
      .then((text) => current && setResult(loaded(text, readers, plain && /\.txt(?:[?#]|$)/i.test(url))))
      .catch(() => current && setResult({ state: 'failed' }));
    return () => {
      current = false;
    };
  }, [url, readers, plain]);
  return result;
}
