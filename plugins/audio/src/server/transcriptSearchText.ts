import { PLAIN_TEXT_MIME_TYPE, SUBTITLE_READERS, readDataUrl, readTranscript } from '@lms/sdk/subtitles';
import type { AudioConfig } from '../schemas/audioConfig.ts';

/** What students can search for in an audio: its title and the words of its stored transcripts. */
export function transcriptSearchText(config: AudioConfig): string {
  const transcripts = (config.subtitles_array ?? []).flatMap((subtitle) => {
    const data = readDataUrl(subtitle.url);
    const transcript = data === null ? null : readTranscript(data.text, SUBTITLE_READERS.audio, data.mimeType === PLAIN_TEXT_MIME_TYPE);
    if (!transcript) return [];
    return transcript.timed ? transcript.cues.map((cue) => cue.text) : [transcript.text];
  });
  return [config.title ?? '', ...transcripts].filter((text) => text !== '').join(' ').replace(/\s+/g, ' ');
}
